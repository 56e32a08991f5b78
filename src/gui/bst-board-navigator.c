/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "bst-board-navigator-private.h"

#include "bst-texture-cache.h"

#define DEFAULT_MAX_FIT_ZOOM 128.0
/* The glide to the grown board at speed 1: over before a computer seat's
 * next move (bst-game-session.c), at any speed. */
#define FOLLOW_MS            360.0

G_DEFINE_FINAL_TYPE (BstBoardNavigator, bst_board_navigator, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_WIDGET,
  PROP_ZOOM,
  PROP_MAX_FIT_ZOOM,
  PROP_FOLLOWING,
  PROP_PANNING,
  PROP_ANIMATION_SPEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  DRAG_BEGIN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static double
widget_width (BstBoardNavigator *self)
{
  return self->widget != NULL ? gtk_widget_get_width (self->widget) : 0;
}

static double
widget_height (BstBoardNavigator *self)
{
  return self->widget != NULL ? gtk_widget_get_height (self->widget) : 0;
}

static void
set_following (BstBoardNavigator *self,
               gboolean           following)
{
  if (self->following == following)
    return;
  self->following = following;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLLOWING]);
}

void
_bst_board_navigator_set_transform (BstBoardNavigator       *self,
                                    const BstBoardTransform *transform)
{
  double old_zoom = self->transform.zoom;

  self->transform = *transform;
  /* Until the widget has a size, the first allocation fits the board. */
  if (widget_width (self) > 0)
    self->placed = TRUE;
  g_signal_emit (self, signals[CHANGED], 0);
  if (self->transform.zoom != old_zoom)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

static void
board_extent (BstBoardNavigator *self,
              int               *min_x,
              int               *min_y,
              int               *max_x,
              int               *max_y)
{
  *min_x = *min_y = *max_x = *max_y = 0;
  if (self->extent_func != NULL)
    self->extent_func (self->extent_data, min_x, min_y, max_x, max_y);
}

/* Zoom levels are the texture cache's buckets, so that at rest every tile
 * is drawn pixel for pixel from its raster: sharp, and the cheapest thing
 * for a renderer to draw. @steps levels away from the one nearest @zoom. */
static double
zoom_level (BstBoardNavigator *self,
            double             zoom,
            int                steps)
{
  int scale = self->widget != NULL ? gtk_widget_get_scale_factor (self->widget) : 1;
  double level = bst_texture_cache_bucket_step (zoom * scale, steps) / (double) scale;

  while (level > BST_BOARD_TRANSFORM_MAX_ZOOM)
    level = bst_texture_cache_bucket_step (level * scale, -1) / (double) scale;
  while (level < BST_BOARD_TRANSFORM_MIN_ZOOM)
    level = bst_texture_cache_bucket_step (level * scale, 1) / (double) scale;
  return level;
}

/* The highest level not above @zoom. */
static double
zoom_level_below (BstBoardNavigator *self,
                  double             zoom)
{
  double level = zoom_level (self, zoom, 0);

  return level > zoom ? zoom_level (self, zoom, -1) : level;
}

static void
fit_transform (BstBoardNavigator *self,
               BstBoardTransform *t,
               double             width,
               double             height)
{
  int min_x, min_y, max_x, max_y;

  board_extent (self, &min_x, &min_y, &max_x, &max_y);
  bst_board_transform_fit (t, min_x, min_y, max_x, max_y, width, height, self->max_fit_zoom);
  bst_board_transform_fit (t, min_x, min_y, max_x, max_y, width, height,
                           zoom_level_below (self, t->zoom));
}

static gboolean
same_transform (const BstBoardTransform *a,
                const BstBoardTransform *b)
{
  return a->zoom == b->zoom && a->x == b->x && a->y == b->y;
}

/* Gliding */

static void
stop_glide (BstBoardNavigator *self)
{
  bst_board_glide_stop (&self->glide);
}

/* Where the view is, or is gliding to. */
static void
resting_transform (BstBoardNavigator *self,
                   BstBoardTransform *t)
{
  *t = bst_board_glide_is_running (&self->glide) ? self->glide.to : self->transform;
}

static void
finish_glide (BstBoardNavigator *self)
{
  BstBoardTransform t;

  if (!bst_board_glide_is_running (&self->glide))
    return;
  resting_transform (self, &t);
  stop_glide (self);
  _bst_board_navigator_set_transform (self, &t);
}

/* The player has moved the view: it stays where they put it until they
 * ask for the whole board again. */
void
_bst_board_navigator_stop_following (BstBoardNavigator *self)
{
  stop_glide (self);
  set_following (self, FALSE);
}

static double
glide_duration (BstBoardNavigator *self)
{
  return self->animation_speed >= 0.01 ? FOLLOW_MS / self->animation_speed : 0;
}

static void
glide_step_cb (gpointer                 user_data,
               const BstBoardTransform *transform)
{
  _bst_board_navigator_set_transform (user_data, transform);
}

static void
glide_to (BstBoardNavigator       *self,
          const BstBoardTransform *target)
{
  if (!bst_board_glide_start (&self->glide, self->widget, &self->transform, target,
                              glide_duration (self), glide_step_cb, self))
    _bst_board_navigator_set_transform (self, target);
}

/* Moving by hand */

void
_bst_board_navigator_pan_by (BstBoardNavigator *self,
                             double             dx,
                             double             dy)
{
  BstBoardTransform t = self->transform;

  t.x += dx;
  t.y += dy;
  _bst_board_navigator_set_transform (self, &t);
}

void
_bst_board_navigator_zoom_freely_at (BstBoardNavigator *self,
                                     double             zoom,
                                     double             x,
                                     double             y)
{
  BstBoardTransform t = self->transform;

  bst_board_transform_zoom_at (&t, zoom, x, y);
  _bst_board_navigator_set_transform (self, &t);
}

void
_bst_board_navigator_zoom_steps_at (BstBoardNavigator *self,
                                    int                steps,
                                    double             x,
                                    double             y)
{
  _bst_board_navigator_zoom_freely_at (self, zoom_level (self, self->transform.zoom, steps), x, y);
}

void
_bst_board_navigator_set_panning (BstBoardNavigator *self,
                                  gboolean           panning)
{
  if (self->panning == panning)
    return;
  self->panning = panning;
  if (panning)
    gtk_widget_set_cursor_from_name (self->widget, "grabbing");
  else
    gtk_widget_set_cursor (self->widget, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PANNING]);
}

gboolean
_bst_board_navigator_drag_begin (BstBoardNavigator *self,
                                 guint              button,
                                 double             x,
                                 double             y)
{
  gboolean taken = FALSE;

  g_signal_emit (self, signals[DRAG_BEGIN], 0, button, x, y, &taken);
  return taken;
}

/* Where keyboard zooming centres: the cursor when the keyboard was used
 * last, the pointer when it is over the widget, else the middle. */
static void
zoom_centre (BstBoardNavigator *self,
             double            *x,
             double            *y)
{
  if (self->has_cursor)
    {
      graphene_rect_t rect;

      bst_board_transform_to_widget (&self->transform, self->cursor_x, self->cursor_y, &rect);
      *x = rect.origin.x + rect.size.width / 2;
      *y = rect.origin.y + rect.size.height / 2;
    }
  else if (self->pointer_inside)
    {
      *x = self->pointer_x;
      *y = self->pointer_y;
    }
  else
    {
      *x = widget_width (self) / 2.0;
      *y = widget_height (self) / 2.0;
    }
}

/* GObject */

static void
bst_board_navigator_constructed (GObject *object)
{
  BstBoardNavigator *self = BST_BOARD_NAVIGATOR (object);

  G_OBJECT_CLASS (bst_board_navigator_parent_class)->constructed (object);

  g_assert (GTK_IS_WIDGET (self->widget));
  _bst_board_navigator_attach_controllers (self);
}

static void
bst_board_navigator_dispose (GObject *object)
{
  BstBoardNavigator *self = BST_BOARD_NAVIGATOR (object);

  stop_glide (self);
  if (self->widget != NULL)
    for (guint i = 0; i < self->controllers->len; i++)
      gtk_widget_remove_controller (self->widget, g_ptr_array_index (self->controllers, i));
  g_ptr_array_set_size (self->controllers, 0);
  g_clear_weak_pointer (&self->widget);
  bst_board_navigator_set_extent_func (self, NULL, NULL, NULL);

  G_OBJECT_CLASS (bst_board_navigator_parent_class)->dispose (object);
}

static void
bst_board_navigator_finalize (GObject *object)
{
  BstBoardNavigator *self = BST_BOARD_NAVIGATOR (object);

  g_clear_pointer (&self->controllers, g_ptr_array_unref);

  G_OBJECT_CLASS (bst_board_navigator_parent_class)->finalize (object);
}

static void
bst_board_navigator_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  BstBoardNavigator *self = BST_BOARD_NAVIGATOR (object);

  switch (prop_id)
    {
    case PROP_WIDGET:
      g_value_set_object (value, self->widget);
      break;
    case PROP_ZOOM:
      g_value_set_double (value, self->transform.zoom);
      break;
    case PROP_MAX_FIT_ZOOM:
      g_value_set_double (value, self->max_fit_zoom);
      break;
    case PROP_FOLLOWING:
      g_value_set_boolean (value, self->following);
      break;
    case PROP_PANNING:
      g_value_set_boolean (value, self->panning);
      break;
    case PROP_ANIMATION_SPEED:
      g_value_set_double (value, self->animation_speed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_board_navigator_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  BstBoardNavigator *self = BST_BOARD_NAVIGATOR (object);

  switch (prop_id)
    {
    case PROP_WIDGET:
      g_set_weak_pointer (&self->widget, g_value_get_object (value));
      break;
    case PROP_MAX_FIT_ZOOM:
      bst_board_navigator_set_max_fit_zoom (self, g_value_get_double (value));
      break;
    case PROP_ANIMATION_SPEED:
      bst_board_navigator_set_animation_speed (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bst_board_navigator_class_init (BstBoardNavigatorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = bst_board_navigator_constructed;
  object_class->dispose = bst_board_navigator_dispose;
  object_class->finalize = bst_board_navigator_finalize;
  object_class->get_property = bst_board_navigator_get_property;
  object_class->set_property = bst_board_navigator_set_property;

  properties[PROP_WIDGET] =
    g_param_spec_object ("widget", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL,
                         BST_BOARD_TRANSFORM_MIN_ZOOM, BST_BOARD_TRANSFORM_MAX_ZOOM,
                         DEFAULT_MAX_FIT_ZOOM, G_PARAM_READABLE | flags);
  properties[PROP_MAX_FIT_ZOOM] =
    g_param_spec_double ("max-fit-zoom", NULL, NULL,
                         BST_BOARD_TRANSFORM_MIN_ZOOM, BST_BOARD_TRANSFORM_MAX_ZOOM,
                         DEFAULT_MAX_FIT_ZOOM, G_PARAM_READWRITE | flags);
  properties[PROP_FOLLOWING] =
    g_param_spec_boolean ("following", NULL, NULL, TRUE, G_PARAM_READABLE | flags);
  properties[PROP_PANNING] =
    g_param_spec_boolean ("panning", NULL, NULL, FALSE, G_PARAM_READABLE | flags);
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_double ("animation-speed", NULL, NULL, 0.0, 10.0, 1.0,
                         G_PARAM_READWRITE | flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The transform moved: the widget redraws. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A press of @button at (x, y) may drag the table; a handler that
   * returns TRUE takes the drag for itself, and the table stays put. */
  signals[DRAG_BEGIN] =
    g_signal_new ("drag-begin", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 3, G_TYPE_UINT, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
}

static void
bst_board_navigator_init (BstBoardNavigator *self)
{
  self->controllers = g_ptr_array_new ();
  self->max_fit_zoom = DEFAULT_MAX_FIT_ZOOM;
  self->transform.zoom = DEFAULT_MAX_FIT_ZOOM;
  self->following = TRUE;
  self->animation_speed = 1.0;
}

/* Public API */

BstBoardNavigator *
bst_board_navigator_new (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  return g_object_new (BST_TYPE_BOARD_NAVIGATOR, "widget", widget, NULL);
}

GtkWidget *
bst_board_navigator_get_widget (BstBoardNavigator *self)
{
  g_return_val_if_fail (BST_IS_BOARD_NAVIGATOR (self), NULL);
  return self->widget;
}

void
bst_board_navigator_set_extent_func (BstBoardNavigator  *self,
                                     BstBoardExtentFunc  func,
                                     gpointer            user_data,
                                     GDestroyNotify      destroy)
{
  GDestroyNotify old_destroy;
  gpointer old_data;

  g_return_if_fail (BST_IS_BOARD_NAVIGATOR (self));

  old_destroy = self->extent_destroy;
  old_data = self->extent_data;
  self->extent_func = func;
  self->extent_data = user_data;
  self->extent_destroy = destroy;
  if (old_destroy != NULL)
    old_destroy (old_data);
}

const BstBoardTransform *
bst_board_navigator_get_transform (BstBoardNavigator *self)
{
  g_return_val_if_fail (BST_IS_BOARD_NAVIGATOR (self), NULL);
  return &self->transform;
}

void
bst_board_navigator_set_transform (BstBoardNavigator       *self,
                                   const BstBoardTransform *transform)
{
  BstBoardTransform t;

  g_return_if_fail (BST_IS_BOARD_NAVIGATOR (self));
  g_return_if_fail (transform != NULL);

  t = *transform;
  t.zoom = CLAMP (t.zoom, BST_BOARD_TRANSFORM_MIN_ZOOM, BST_BOARD_TRANSFORM_MAX_ZOOM);
  _bst_board_navigator_stop_following (self);
  _bst_board_navigator_set_transform (self, &t);
}

double
bst_board_navigator_get_zoom (BstBoardNavigator *self)
{
  g_return_val_if_fail (BST_IS_BOARD_NAVIGATOR (self), 0);
  return self->transform.zoom;
}

void
bst_board_navigator_zoom_at (BstBoardNavigator *self,
                             double             zoom,
                             double             x,
                             double             y)
{
  g_return_if_fail (BST_IS_BOARD_NAVIGATOR (self));

  _bst_board_navigator_stop_following (self);
  _bst_board_navigator_zoom_freely_at (self, zoom_level (self, zoom, 0), x, y);
}

void
bst_board_navigator_zoom_by (BstBoardNavigator *self,
                             int                steps)
{
  double x, y;

  g_return_if_fail (BST_IS_BOARD_NAVIGATOR (self));

  _bst_board_navigator_stop_following (self);
  zoom_centre (self, &x, &y);
  _bst_board_navigator_zoom_steps_at (self, steps, x, y);
}

void
bst_board_navigator_zoom_to_fit (BstBoardNavigator *self)
{
  BstBoardTransform t;

  g_return_if_fail (BST_IS_BOARD_NAVIGATOR (self));

  t = self->transform;
  stop_glide (self);
  fit_transform (self, &t, widget_width (self), widget_height (self));
  _bst_board_navigator_set_transform (self, &t);
  set_following (self, TRUE);
}

double
bst_board_navigator_get_detail_zoom (BstBoardNavigator *self)
{
  g_return_val_if_fail (BST_IS_BOARD_NAVIGATOR (self), 0);

  if (bst_board_glide_is_running (&self->glide))
    return MAX (self->glide.from.zoom, self->glide.to.zoom);
  return self->transform.zoom;
}

double
bst_board_navigator_get_max_fit_zoom (BstBoardNavigator *self)
{
  g_return_val_if_fail (BST_IS_BOARD_NAVIGATOR (self), 0);
  return self->max_fit_zoom;
}

void
bst_board_navigator_set_max_fit_zoom (BstBoardNavigator *self,
                                      double             zoom)
{
  g_return_if_fail (BST_IS_BOARD_NAVIGATOR (self));

  zoom = CLAMP (zoom, BST_BOARD_TRANSFORM_MIN_ZOOM, BST_BOARD_TRANSFORM_MAX_ZOOM);
  if (self->max_fit_zoom == zoom)
    return;
  self->max_fit_zoom = zoom;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_FIT_ZOOM]);
}

gboolean
bst_board_navigator_get_following (BstBoardNavigator *self)
{
  g_return_val_if_fail (BST_IS_BOARD_NAVIGATOR (self), FALSE);
  return self->following;
}

void
bst_board_navigator_follow (BstBoardNavigator *self)
{
  double width, height;
  BstBoardTransform t, rest;

  g_return_if_fail (BST_IS_BOARD_NAVIGATOR (self));

  width = widget_width (self);
  height = widget_height (self);
  if (!self->following || !self->placed || width <= 0 || height <= 0)
    return;
  /* Always the fit, not the least move that shows the board: a board that
   * shrank (undo) or grew on one side only must not end up off-centre. */
  resting_transform (self, &rest);
  t = rest;
  fit_transform (self, &t, width, height);
  if (same_transform (&t, &rest))
    return;
  glide_to (self, &t);
}

void
bst_board_navigator_reset (BstBoardNavigator *self)
{
  g_return_if_fail (BST_IS_BOARD_NAVIGATOR (self));

  self->placed = FALSE;
  stop_glide (self);
  set_following (self, TRUE);
  if (self->widget != NULL)
    gtk_widget_queue_allocate (self->widget);
}

double
bst_board_navigator_get_animation_speed (BstBoardNavigator *self)
{
  g_return_val_if_fail (BST_IS_BOARD_NAVIGATOR (self), 1.0);
  return self->animation_speed;
}

void
bst_board_navigator_set_animation_speed (BstBoardNavigator *self,
                                         double             speed)
{
  g_return_if_fail (BST_IS_BOARD_NAVIGATOR (self));

  speed = CLAMP (speed, 0.0, 10.0);
  if (self->animation_speed == speed)
    return;
  self->animation_speed = speed;
  if (speed < 0.01)
    finish_glide (self);
  else
    bst_board_glide_set_duration (&self->glide, glide_duration (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATION_SPEED]);
}

void
bst_board_navigator_set_cursor (BstBoardNavigator *self,
                                int                square_x,
                                int                square_y)
{
  g_return_if_fail (BST_IS_BOARD_NAVIGATOR (self));

  self->has_cursor = TRUE;
  self->cursor_x = square_x;
  self->cursor_y = square_y;
}

void
bst_board_navigator_unset_cursor (BstBoardNavigator *self)
{
  g_return_if_fail (BST_IS_BOARD_NAVIGATOR (self));
  self->has_cursor = FALSE;
}

void
bst_board_navigator_reveal_square (BstBoardNavigator *self,
                                   int                square_x,
                                   int                square_y)
{
  graphene_rect_t rect;
  double width, height;
  double dx = 0, dy = 0;

  g_return_if_fail (BST_IS_BOARD_NAVIGATOR (self));

  width = widget_width (self);
  height = widget_height (self);
  finish_glide (self);
  bst_board_transform_to_widget (&self->transform, square_x, square_y, &rect);
  if (rect.origin.x < 0)
    dx = -rect.origin.x;
  else if (rect.origin.x + rect.size.width > width)
    dx = width - rect.origin.x - rect.size.width;
  if (rect.origin.y < 0)
    dy = -rect.origin.y;
  else if (rect.origin.y + rect.size.height > height)
    dy = height - rect.origin.y - rect.size.height;
  if (dx != 0 || dy != 0)
    _bst_board_navigator_pan_by (self, dx, dy);
}

gboolean
bst_board_navigator_is_panning (BstBoardNavigator *self)
{
  g_return_val_if_fail (BST_IS_BOARD_NAVIGATOR (self), FALSE);
  return self->panning;
}

gboolean
bst_board_navigator_get_press_panned (BstBoardNavigator *self)
{
  g_return_val_if_fail (BST_IS_BOARD_NAVIGATOR (self), FALSE);
  return self->press_panned;
}

void
bst_board_navigator_allocate (BstBoardNavigator *self,
                              int                width,
                              int                height)
{
  BstBoardTransform t;

  g_return_if_fail (BST_IS_BOARD_NAVIGATOR (self));

  if (!self->placed)
    {
      self->width = width;
      self->height = height;
      bst_board_navigator_zoom_to_fit (self);
      return;
    }

  if (width == self->width && height == self->height)
    return;

  resting_transform (self, &t);
  stop_glide (self);
  t.x += (width - self->width) / 2.0;
  t.y += (height - self->height) / 2.0;
  self->width = width;
  self->height = height;
  /* Following, a window that grew shows the board larger, not smaller in
   * the middle of more table. */
  if (self->following)
    fit_transform (self, &t, width, height);
  _bst_board_navigator_set_transform (self, &t);
}
