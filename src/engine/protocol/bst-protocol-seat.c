/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bst-config.h"

#include <glib/gi18n-lib.h>
#include <signal.h>
#include <string.h>
#ifdef G_OS_UNIX
#include <unistd.h>
#endif

#include "bst-notation.h"
#include "bst-protocol-seat.h"

/* Every wait runs the seat's own main context, so that seats in several
 * threads (a tournament's games) never wait for each other. */

#define QUIT_GRACE_MS 1000

struct _BstProtocolSeat {
  GSubprocess   *process;
  GOutputStream *to_program;
  GInputStream  *from_program;
  GMainContext  *context;
  GString       *pending;     /* read but not yet taken as lines */
  char           chunk[BST_PROTOCOL_MAX_LINE];
  char          *name;
  GError        *failure;     /* set once: the program is stopped */
};

/* One asynchronous call, waited for with a deadline. */
typedef struct {
  gboolean      done;
  gboolean      late;
  gssize        size;
  GError       *error;
  GCancellable *cancellable;
} Wait;

static gboolean
late_cb (gpointer user_data)
{
  Wait *wait = user_data;

  wait->late = TRUE;
  g_cancellable_cancel (wait->cancellable);
  return G_SOURCE_REMOVE;
}

static void
wait_init (Wait *wait)
{
  memset (wait, 0, sizeof *wait);
  wait->cancellable = g_cancellable_new ();
}

/* Runs the seat's context until @wait is done, cancelling it at @deadline
 * (monotonic time); whether it was done in time. */
static gboolean
wait_until (BstProtocolSeat *self, Wait *wait, gint64 deadline)
{
  GSource *timeout = g_timeout_source_new (0);

  g_source_set_ready_time (timeout, deadline);
  g_source_set_callback (timeout, late_cb, wait, NULL);
  g_source_attach (timeout, self->context);
  while (!wait->done)
    g_main_context_iteration (self->context, TRUE);
  g_source_destroy (timeout);
  g_source_unref (timeout);
  g_clear_object (&wait->cancellable);
  return !wait->late;
}

static void
read_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Wait *wait = user_data;

  wait->size = g_input_stream_read_finish (G_INPUT_STREAM (source), result, &wait->error);
  wait->done = TRUE;
}

static void
write_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Wait *wait = user_data;

  g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &wait->error);
  wait->done = TRUE;
}

static void
exit_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Wait *wait = user_data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, &wait->error);
  wait->done = TRUE;
}

/* Whether the program has exited within @ms. */
static gboolean
wait_for_exit (BstProtocolSeat *self, guint ms)
{
  Wait wait;
  gboolean in_time;

  wait_init (&wait);
  g_subprocess_wait_async (self->process, wait.cancellable, exit_cb, &wait);
  in_time = wait_until (self, &wait, g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND);
  g_clear_error (&wait.error);
  return in_time;
}

/* Stops the program and whatever it started: it runs in a process group
 * of its own, so a shell's children go too. */
static void
kill_program (BstProtocolSeat *self)
{
#ifdef G_OS_UNIX
  const char *id = g_subprocess_get_identifier (self->process);

  if (id != NULL)
    kill (-(pid_t) g_ascii_strtoll (id, NULL, 10), SIGKILL);
#endif
  g_subprocess_force_exit (self->process);
  wait_for_exit (self, G_MAXINT / 1000);
}

/* How the program ended, for the message of the failure. */
static char *
describe_exit (BstProtocolSeat *self)
{
  if (!wait_for_exit (self, 500))
    return g_strdup (_("The program closed its output"));
  if (g_subprocess_get_if_exited (self->process))
    return g_strdup_printf (_("The program exited with status %d"),
                            g_subprocess_get_exit_status (self->process));
#ifdef G_OS_UNIX
  if (g_subprocess_get_if_signaled (self->process))
    return g_strdup_printf (_("The program was stopped by signal %d (%s)"),
                            g_subprocess_get_term_sig (self->process),
                            g_strsignal (g_subprocess_get_term_sig (self->process)));
#endif
  return g_strdup (_("The program stopped"));
}

/* Stops the program for good with @error, which the seat keeps. */
static gboolean
fail (BstProtocolSeat *self, GError *error, GError **out)
{
  if (self->failure == NULL)
    {
      kill_program (self);
      self->failure = error;
    }
  else
    g_error_free (error);
  if (out)
    *out = g_error_copy (self->failure);
  return FALSE;
}

static gboolean
fail_exited (BstProtocolSeat *self, GError **error)
{
  g_autofree char *message = describe_exit (self);

  return fail (self, g_error_new_literal (BST_PROTOCOL_ERROR, BST_PROTOCOL_ERROR_EXITED, message),
               error);
}

static gboolean
fail_late (BstProtocolSeat *self, guint time_ms, GError **error)
{
  return fail (self, g_error_new (BST_PROTOCOL_ERROR, BST_PROTOCOL_ERROR_TIMEOUT,
                                  ngettext ("The program did not answer within %u millisecond",
                                            "The program did not answer within %u milliseconds",
                                            time_ms), time_ms),
               error);
}

static gboolean
send (BstProtocolSeat *self, const char *text, gint64 deadline, guint time_ms, GError **error)
{
  Wait wait;

  wait_init (&wait);
  g_output_stream_write_all_async (self->to_program, text, strlen (text), G_PRIORITY_DEFAULT,
                                   wait.cancellable, write_cb, &wait);
  if (!wait_until (self, &wait, deadline))
    {
      g_clear_error (&wait.error);
      return fail_late (self, time_ms, error);
    }
  if (wait.error)
    {
      g_clear_error (&wait.error);
      return fail_exited (self, error);
    }
  return TRUE;
}

/* The next line the program writes, without its line break. */
static char *
receive (BstProtocolSeat *self, gint64 deadline, guint time_ms, GError **error)
{
  for (;;)
    {
      char *newline = memchr (self->pending->str, '\n', self->pending->len);
      Wait wait;

      if (newline)
        {
          gsize length = (gsize) (newline - self->pending->str);
          char *line = g_strndup (self->pending->str, length);

          g_string_erase (self->pending, 0, (gssize) length + 1);
          g_strchomp (line);
          return line;
        }
      if (self->pending->len >= BST_PROTOCOL_MAX_LINE)
        {
          fail (self, g_error_new (BST_PROTOCOL_ERROR, BST_PROTOCOL_ERROR_MALFORMED,
                                   _("The program wrote a line longer than %u bytes"),
                                   BST_PROTOCOL_MAX_LINE), error);
          return NULL;
        }
      wait_init (&wait);
      g_input_stream_read_async (self->from_program, self->chunk,
                                 BST_PROTOCOL_MAX_LINE - self->pending->len, G_PRIORITY_DEFAULT,
                                 wait.cancellable, read_cb, &wait);
      if (!wait_until (self, &wait, deadline))
        {
          g_clear_error (&wait.error);
          fail_late (self, time_ms, error);
          return NULL;
        }
      if (wait.error || wait.size <= 0)
        {
          g_clear_error (&wait.error);
          fail_exited (self, error);
          return NULL;
        }
      g_string_append_len (self->pending, self->chunk, wait.size);
    }
}

static gboolean
fail_flood (BstProtocolSeat *self, GError **error)
{
  return fail (self, g_error_new (BST_PROTOCOL_ERROR, BST_PROTOCOL_ERROR_MALFORMED,
                                  ngettext ("The program sent more than %u line for one move",
                                            "The program sent more than %u lines for one move",
                                            BST_PROTOCOL_MAX_REPLY_LINES),
                                  BST_PROTOCOL_MAX_REPLY_LINES),
               error);
}

/* The next reply other than "info", parsed; a malformed one stops the
 * program, and so does a flood of lines before it. */
static gboolean
receive_reply (BstProtocolSeat *self, gint64 deadline, guint time_ms, BstProtocolReply *reply,
               GError **error)
{
  for (guint lines = 1;; lines++)
    {
      g_autofree char *line = NULL;
      GError *local_error = NULL;

      if (lines > BST_PROTOCOL_MAX_REPLY_LINES)
        return fail_flood (self, error);
      line = receive (self, deadline, time_ms, error);
      if (line == NULL)
        return FALSE;
      if (!bst_protocol_parse_reply (line, reply, &local_error))
        return fail (self, local_error, error);
      if (reply->kind == BST_REPLY_ERROR)
        {
          GError *refused = g_error_new (BST_PROTOCOL_ERROR, BST_PROTOCOL_ERROR_REFUSED,
                                         /* Translators: what an outside program said went wrong. */
                                         _("The program answered: error %s %s"), reply->word,
                                         reply->text);
          bst_protocol_reply_clear (reply);
          return fail (self, refused, error);
        }
      if (reply->kind != BST_REPLY_INFO)
        return TRUE;
      bst_protocol_reply_clear (reply);
    }
}

static gboolean
unexpected (BstProtocolSeat *self, BstProtocolReply *reply, const char *expected, GError **error)
{
  bst_protocol_reply_clear (reply);
  return fail (self, g_error_new (BST_PROTOCOL_ERROR, BST_PROTOCOL_ERROR_MALFORMED,
                                  /* Translators: %s is the protocol word expected, e.g. “move”. */
                                  _("The program did not answer with “%s”"), expected), error);
}

/* Sends @text and reads the reply to it, which must be of @kind (its
 * first word @word); all within @time_ms. */
static gboolean
exchange (BstProtocolSeat *self, const char *text, guint time_ms, BstReplyKind kind,
          const char *word, BstProtocolReply *reply, GError **error)
{
  gint64 deadline = g_get_monotonic_time () + time_ms * G_TIME_SPAN_MILLISECOND;

  if (!send (self, text, deadline, time_ms, error)
      || !receive_reply (self, deadline, time_ms, reply, error))
    return FALSE;
  return reply->kind == kind || unexpected (self, reply, word, error);
}

static gboolean
greet (BstProtocolSeat *self, guint time_ms, GError **error)
{
  g_autofree char *hello = g_strdup_printf ("bastide %u\n", BST_PROTOCOL_VERSION);
  BstProtocolReply reply;

  if (!exchange (self, hello, time_ms, BST_REPLY_HELLO, "bastide", &reply, error))
    return FALSE;
  if (reply.version != BST_PROTOCOL_VERSION)
    {
      bst_protocol_reply_clear (&reply);
      return fail (self, g_error_new (BST_PROTOCOL_ERROR, BST_PROTOCOL_ERROR_VERSION,
                                      _("The program speaks version %u of the protocol, not %u"),
                                      reply.version, BST_PROTOCOL_VERSION), error);
    }
  self->name = g_steal_pointer (&reply.text);
  return TRUE;
}

static void
ignore_broken_pipes (void)
{
#ifdef G_OS_UNIX
  static gsize once = 0;

  /* A program that exits while it is written to must cost the referee
   * its game, not its life. */
  if (g_once_init_enter (&once))
    {
      signal (SIGPIPE, SIG_IGN);
      g_once_init_leave (&once, 1);
    }
#endif
}

#ifdef G_OS_UNIX
/* The program gets a process group of its own, and the default for the
 * signal the referee ignores. */
static void
new_process_group_cb (gpointer user_data)
{
  setpgid (0, 0);
  signal (SIGPIPE, SIG_DFL);
}
#endif

BstProtocolSeat *
bst_protocol_seat_new (const char  *command,
                       guint        time_ms,
                       GError     **error)
{
  g_autoptr (GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_auto (GStrv) argv = NULL;
  BstProtocolSeat *self;
  gboolean greeted;

  g_return_val_if_fail (command != NULL, NULL);
  if (!g_shell_parse_argv (command, NULL, &argv, error))
    return NULL;
  ignore_broken_pipes ();
#ifdef G_OS_UNIX
  g_subprocess_launcher_set_child_setup (launcher, new_process_group_cb, NULL, NULL);
#endif
  self = g_new0 (BstProtocolSeat, 1);
  self->process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv, error);
  if (self->process == NULL)
    {
      g_free (self);
      return NULL;
    }
  self->to_program = g_subprocess_get_stdin_pipe (self->process);
  self->from_program = g_subprocess_get_stdout_pipe (self->process);
  self->context = g_main_context_new ();
  self->pending = g_string_new (NULL);

  g_main_context_push_thread_default (self->context);
  greeted = greet (self, time_ms, error);
  g_main_context_pop_thread_default (self->context);
  if (!greeted)
    g_clear_pointer (&self, bst_protocol_seat_free);
  return self;
}

const char *
bst_protocol_seat_get_name (BstProtocolSeat *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->name ? self->name : "";
}

static gboolean
choose_move (BstProtocolSeat *self, const char *game, const char *turn, guint time_ms,
             BstMove *move, GError **error)
{
  g_autofree char *text = g_strdup_printf ("game\n%send\n%s\ngo time %u\n", game, turn, time_ms);
  BstProtocolReply reply;

  if (!exchange (self, text, time_ms, BST_REPLY_MOVE, "move", &reply, error))
    return FALSE;
  *move = reply.move;
  return TRUE;
}

gboolean
bst_protocol_seat_choose_move (BstProtocolSeat  *self,
                               const char       *game,
                               const char       *turn,
                               guint             time_ms,
                               BstMove          *move,
                               GError          **error)
{
  gboolean chosen;

  g_return_val_if_fail (self != NULL && game != NULL && turn != NULL && move != NULL, FALSE);

  if (self->failure)
    {
      g_propagate_error (error, g_error_copy (self->failure));
      return FALSE;
    }
  g_main_context_push_thread_default (self->context);
  chosen = choose_move (self, game, turn, time_ms, move, error);
  g_main_context_pop_thread_default (self->context);
  return chosen;
}

/* A program still in play is asked to leave, and made to if it stays. */
static void
dismiss (BstProtocolSeat *self)
{
  gint64 deadline = g_get_monotonic_time () + QUIT_GRACE_MS * G_TIME_SPAN_MILLISECOND;

  g_main_context_push_thread_default (self->context);
  if (send (self, "quit\n", deadline, QUIT_GRACE_MS, NULL))
    g_output_stream_close (self->to_program, NULL, NULL);
  if (self->failure == NULL && !wait_for_exit (self, QUIT_GRACE_MS))
    kill_program (self);
  g_main_context_pop_thread_default (self->context);
}

void
bst_protocol_seat_free (BstProtocolSeat *self)
{
  g_return_if_fail (self != NULL);

  if (self->failure == NULL)
    dismiss (self);
  g_clear_error (&self->failure);
  g_clear_object (&self->process);
  g_string_free (self->pending, TRUE);
  g_main_context_unref (self->context);
  g_free (self->name);
  g_free (self);
}
