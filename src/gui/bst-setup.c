/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gi18n.h>

#include "bst-setup.h"

struct _BstSetup
{
  GObject        parent_instance;

  BstRules      *rules;
  BstPlayerInfo  players[BST_MAX_PLAYERS];
  char          *seed;
};

G_DEFINE_FINAL_TYPE (BstSetup, bst_setup, G_TYPE_OBJECT)

static const char *const colour_display_names[BST_N_COLOURS] = {
  N_("Yellow"), N_("Red"), N_("Green"), N_("Blue"), N_("Black"), N_("Pink"),
};

static const char *const seat_kind_display_names[BST_N_SEAT_KINDS] = {
  N_("Human"), N_("Random"), N_("Easy"), N_("Medium"), N_("Hard"), N_("Beginner"), N_("Expert"),
};

/* The seats of a fresh setup: the colours in the order of the box. */
static const BstColour default_colours[BST_MAX_PLAYERS] = {
  BST_COLOUR_BLUE, BST_COLOUR_RED, BST_COLOUR_GREEN,
  BST_COLOUR_YELLOW, BST_COLOUR_BLACK, BST_COLOUR_PINK,
};

const char *
bst_colour_display_name (BstColour colour)
{
  g_return_val_if_fail (colour < BST_N_COLOURS, NULL);
  return _(colour_display_names[colour]);
}

const char *
bst_seat_kind_display_name (BstSeatKind kind)
{
  g_return_val_if_fail (kind < BST_N_SEAT_KINDS, NULL);
  return _(seat_kind_display_names[kind]);
}

/* A number is taken as it is; any other text is hashed (FNV-1a), so that
 * "tuesday" gives the same tiles every time. Empty text picks a new seed. */
guint64
bst_seed_from_text (const char *text)
{
  guint64 seed;

  if (text == NULL || *text == '\0')
    return ((guint64) g_random_int () << 32) | g_random_int ();
  if (g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &seed, NULL))
    return seed;
  seed = 0xcbf29ce484222325;
  for (const guchar *p = (const guchar *) text; *p; p++)
    seed = (seed ^ *p) * 0x100000001b3;
  return seed;
}

static void
bst_setup_finalize (GObject *object)
{
  BstSetup *self = BST_SETUP (object);

  g_clear_object (&self->rules);
  for (guint i = 0; i < BST_MAX_PLAYERS; i++)
    bst_player_info_clear (&self->players[i]);
  g_clear_pointer (&self->seed, g_free);
  G_OBJECT_CLASS (bst_setup_parent_class)->finalize (object);
}

static void
bst_setup_class_init (BstSetupClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bst_setup_finalize;
}

static void
bst_setup_init (BstSetup *self)
{
  self->rules = bst_rules_new ();
  self->seed = g_strdup ("");
  for (guint i = 0; i < BST_MAX_PLAYERS; i++)
    {
      self->players[i].name = g_strdup ("");
      self->players[i].colour = default_colours[i];
      self->players[i].kind = i == 0 ? BST_SEAT_HUMAN : BST_SEAT_BEGINNER;
    }
}

BstSetup *
bst_setup_new (void)
{
  return g_object_new (BST_TYPE_SETUP, NULL);
}

/* A kind no longer known (the "computer" of old settings) plays at the
 * middle level. */
static BstSeatKind
playable_kind (const char *name)
{
  int kind = bst_seat_kind_from_name (name);

  return kind < 0 ? BST_SEAT_MEDIUM : (BstSeatKind) kind;
}

static void
load_rules (BstSetup *self, GVariant *dict)
{
  GVariantIter iter;
  const char *name;
  GVariant *value;

  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_loop (&iter, "{&sv}", &name, &value))
    {
      const BstRuleInfo *info = bst_rule_info_lookup (name);
      guint number;

      if (info == NULL)
        continue;
      if (g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
        number = g_variant_get_boolean (value);
      else if (g_variant_is_of_type (value, G_VARIANT_TYPE_UINT32))
        number = g_variant_get_uint32 (value);
      else if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT32))
        number = (guint) MAX (0, g_variant_get_int32 (value));
      else
        continue;
      if (!bst_rule_info_accepts (info, number))
        continue;
      if (info->type == BST_RULE_TYPE_BOOLEAN)
        g_object_set (self->rules, info->name, (gboolean) (number != 0), NULL);
      else
        g_object_set (self->rules, info->name, number, NULL);
    }
}

BstSetup *
bst_setup_new_from_settings (GSettings *settings)
{
  BstSetup *self = bst_setup_new ();
  g_autoptr (GVariant) players = g_settings_get_value (settings, "new-game-players");
  g_autoptr (GVariant) rules = g_settings_get_value (settings, "new-game-rules");
  gboolean used[BST_N_COLOURS] = { FALSE, };
  GVariantIter iter;
  const char *name, *colour, *kind;
  guint seat = 0;

  g_variant_iter_init (&iter, players);
  while (seat < BST_MAX_PLAYERS && g_variant_iter_next (&iter, "(&s&s&s)", &name, &colour, &kind))
    {
      int c = bst_colour_from_name (colour);

      if (c < 0 || used[c])
        continue;
      used[c] = TRUE;
      g_free (self->players[seat].name);
      self->players[seat].name = g_strdup (name);
      self->players[seat].colour = c;
      self->players[seat].kind = playable_kind (kind);
      seat++;
    }
  /* The seats not saved take the colours nobody has. */
  for (guint s = seat, c = 0; s < BST_MAX_PLAYERS; s++)
    {
      while (used[default_colours[c]])
        c++;
      used[default_colours[c]] = TRUE;
      self->players[s].colour = default_colours[c];
    }

  load_rules (self, rules);
  /* The list saved is exactly the seats of the last game. */
  if (seat >= BST_MIN_PLAYERS)
    g_object_set (self->rules, "players", seat, NULL);

  g_free (self->seed);
  self->seed = g_settings_get_string (settings, "new-game-seed");
  return self;
}

void
bst_setup_save (BstSetup  *self,
                GSettings *settings)
{
  g_auto (GVariantBuilder) players = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a(sss)"));
  g_auto (GVariantBuilder) rules = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{sv}"));
  const BstRuleSet *set = bst_rules_get_set (self->rules);
  BstRuleSet defaults;

  g_return_if_fail (BST_IS_SETUP (self));

  for (guint i = 0; i < bst_setup_get_n_players (self); i++)
    g_variant_builder_add (&players, "(sss)", self->players[i].name,
                           bst_colour_name (self->players[i].colour),
                           bst_seat_kind_name (self->players[i].kind));

  /* Only the rules that differ from the standard game, so that a better
   * default reaches people who never changed it. The player count is
   * always kept: it is the length of the list above. */
  bst_rule_set_init_default (&defaults);
  for (guint i = 0; i < bst_rule_info_count (); i++)
    {
      const BstRuleInfo *info = bst_rule_info_nth (i);
      guint value = bst_rule_set_get (set, info);

      if (value == bst_rule_set_get (&defaults, info))
        continue;
      if (info->type == BST_RULE_TYPE_BOOLEAN)
        g_variant_builder_add (&rules, "{sv}", info->name, g_variant_new_boolean (value != 0));
      else
        g_variant_builder_add (&rules, "{sv}", info->name, g_variant_new_uint32 (value));
    }

  g_settings_delay (settings);
  g_settings_set_value (settings, "new-game-players", g_variant_builder_end (&players));
  g_settings_set_value (settings, "new-game-rules", g_variant_builder_end (&rules));
  g_settings_set_string (settings, "new-game-seed", self->seed);
  g_settings_apply (settings);
}

/* A name that is only its colour's stands for the default name, so that it
 * follows the colour; a name typed by hand stays. */
static void
forget_colour_name (BstPlayerInfo *player)
{
  if (g_strcmp0 (player->name, bst_colour_display_name (player->colour)) == 0)
    {
      g_free (player->name);
      player->name = g_strdup ("");
    }
}

/* The setup to play a game like @game again: its rules and players, new
 * tiles. */
BstSetup *
bst_setup_new_from_game (BstGame *game)
{
  BstSetup *self = bst_setup_new ();

  g_return_val_if_fail (BST_IS_GAME (game), NULL);

  g_clear_object (&self->rules);
  self->rules = bst_rules_copy (bst_game_get_rules (game));
  for (guint p = 0; p < bst_game_get_n_players (game); p++)
    {
      const BstPlayerInfo *player = bst_game_get_player (game, p);

      bst_player_info_clear (&self->players[p]);
      bst_player_info_copy (&self->players[p], player);
      forget_colour_name (&self->players[p]);
    }
  /* The seats beyond take the colours nobody has. */
  for (guint s = bst_game_get_n_players (game); s < BST_MAX_PLAYERS; s++)
    for (guint c = 0; c < BST_N_COLOURS; c++)
      {
        gboolean used = FALSE;

        for (guint i = 0; i < s; i++)
          used |= self->players[i].colour == default_colours[c];
        if (!used)
          {
            self->players[s].colour = default_colours[c];
            break;
          }
      }
  return self;
}

BstSetup *
bst_setup_copy (BstSetup *self)
{
  BstSetup *copy = bst_setup_new ();

  g_clear_object (&copy->rules);
  copy->rules = bst_rules_copy (self->rules);
  for (guint i = 0; i < BST_MAX_PLAYERS; i++)
    {
      bst_player_info_clear (&copy->players[i]);
      bst_player_info_copy (&copy->players[i], &self->players[i]);
    }
  bst_setup_set_seed (copy, self->seed);
  return copy;
}

BstRules *
bst_setup_get_rules (BstSetup *self)
{
  g_return_val_if_fail (BST_IS_SETUP (self), NULL);
  return self->rules;
}

guint
bst_setup_get_n_players (BstSetup *self)
{
  g_return_val_if_fail (BST_IS_SETUP (self), 0);
  return bst_rules_get_n_players (self->rules);
}

const BstPlayerInfo *
bst_setup_get_player (BstSetup *self,
                      guint     seat)
{
  g_return_val_if_fail (BST_IS_SETUP (self), NULL);
  g_return_val_if_fail (seat < BST_MAX_PLAYERS, NULL);
  return &self->players[seat];
}

void
bst_setup_set_player_name (BstSetup   *self,
                           guint       seat,
                           const char *name)
{
  g_return_if_fail (seat < BST_MAX_PLAYERS);
  g_free (self->players[seat].name);
  self->players[seat].name = g_strstrip (g_strdup (name ? name : ""));
}

/* A colour belongs to one seat: taking another seat's colour swaps them. */
void
bst_setup_set_player_colour (BstSetup  *self,
                             guint      seat,
                             BstColour  colour)
{
  g_return_if_fail (seat < BST_MAX_PLAYERS);
  g_return_if_fail (colour < BST_N_COLOURS);

  for (guint i = 0; i < BST_MAX_PLAYERS; i++)
    if (i != seat && self->players[i].colour == colour)
      {
        forget_colour_name (&self->players[i]);
        self->players[i].colour = self->players[seat].colour;
      }
  forget_colour_name (&self->players[seat]);
  self->players[seat].colour = colour;
}

void
bst_setup_set_player_kind (BstSetup    *self,
                           guint        seat,
                           BstSeatKind  kind)
{
  g_return_if_fail (seat < BST_MAX_PLAYERS);
  self->players[seat].kind = kind;
}

const char *
bst_setup_get_seed (BstSetup *self)
{
  return self->seed;
}

void
bst_setup_set_seed (BstSetup   *self,
                    const char *seed)
{
  g_free (self->seed);
  self->seed = g_strstrip (g_strdup (seed ? seed : ""));
}

BstGame *
bst_setup_create_game (BstSetup *self)
{
  BstPlayerInfo players[BST_MAX_PLAYERS];
  guint n = bst_setup_get_n_players (self);
  BstGame *game;

  for (guint i = 0; i < n; i++)
    {
      const char *name = self->players[i].name;

      players[i].name = (char *) (name && *name ? name
                                                : bst_colour_display_name (self->players[i].colour));
      players[i].colour = self->players[i].colour;
      players[i].kind = self->players[i].kind;
    }
  game = bst_game_new (self->rules, players, bst_seed_from_text (self->seed));
  return game;
}
