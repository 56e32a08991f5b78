/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bastide-render.h"
#include "bst-puzzle-printer.h"

static BstPuzzleSheet *
make_sheet (GPtrArray  *puzzles,
            GError    **error)
{
  g_autoptr (BstPuzzleSheet) sheet = bst_puzzle_sheet_new ();

  for (guint i = 0; i < puzzles->len; i++)
    if (!bst_puzzle_sheet_add_puzzle (sheet, g_ptr_array_index (puzzles, i), error))
      return NULL;
  return g_steal_pointer (&sheet);
}

static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                BstPuzzleSheet    *sheet)
{
  gtk_print_operation_set_n_pages (operation, (int) bst_puzzle_sheet_get_n_pages (sheet));
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              BstPuzzleSheet    *sheet)
{
  bst_puzzle_sheet_draw_page (sheet, bst_tile_art_get_default (),
                              gtk_print_context_get_cairo_context (context),
                              gtk_print_context_get_width (context),
                              gtk_print_context_get_height (context), (guint) page);
}

static GtkPrintOperation *
make_operation (BstPuzzleSheet *sheet)
{
  GtkPrintOperation *operation = gtk_print_operation_new ();
  g_autoptr (GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr (GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);

  gtk_page_setup_set_paper_size (setup, a4);
  gtk_print_operation_set_default_page_setup (operation, setup);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_job_name (operation, _("Puzzles"));
  /* The sheet keeps its own margins. */
  gtk_print_operation_set_use_full_page (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), sheet);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), sheet);
  g_object_set_data_full (G_OBJECT (operation), "bst-sheet", sheet,
                          (GDestroyNotify) bst_puzzle_sheet_free);
  return operation;
}

static void
show_error (GtkWindow  *parent,
            const char *message)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, _("Could Not Print the Puzzles"), message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
done_cb (GtkPrintOperation       *operation,
         GtkPrintOperationResult  result,
         GtkWindow               *parent)
{
  g_autoptr (GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      gtk_print_operation_get_error (operation, &error);
      show_error (parent, error->message);
    }
  g_object_unref (operation);
}

void
bst_puzzle_printer_run (GtkWindow *parent,
                        GPtrArray *puzzles)
{
  g_autoptr (GError) error = NULL;
  BstPuzzleSheet *sheet;
  GtkPrintOperation *operation;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (puzzles != NULL);

  sheet = make_sheet (puzzles, &error);
  if (sheet == NULL)
    {
      show_error (parent, error->message);
      return;
    }
  operation = make_operation (sheet);
  gtk_print_operation_set_allow_async (operation, TRUE);
  /* "done" comes in every case, and says what went wrong. */
  g_signal_connect (operation, "done", G_CALLBACK (done_cb), parent);
  gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, &error);
}

gboolean
bst_puzzle_printer_export (GPtrArray   *puzzles,
                           const char  *path,
                           GError     **error)
{
  g_autoptr (GtkPrintOperation) operation = NULL;
  BstPuzzleSheet *sheet;

  g_return_val_if_fail (puzzles != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  sheet = make_sheet (puzzles, error);
  if (sheet == NULL)
    return FALSE;
  operation = make_operation (sheet);
  gtk_print_operation_set_export_filename (operation, path);
  return gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, error)
         != GTK_PRINT_OPERATION_RESULT_ERROR;
}
