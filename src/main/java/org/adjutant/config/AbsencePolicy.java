package org.adjutant.config;

/**
 * How a game's players may announce an absence ({@code absence:} in the game file, docs/config.md; the players' side
 * in docs/players.md, "Away for a while"). Allowed by default, as the judges allow it: a player away for a week
 * should not cost his side a turn's reminders, an NMR postponement or an early turn. The caps keep an absence from
 * becoming a way to sit out the war: one absence at most {@code maxDays} calendar days, at most {@code perGame}
 * absences in one game.
 *
 * @param allowed whether players may announce absences at all
 * @param maxDays the longest absence, in calendar days counted in the player's time zone, both ends included
 * @param perGame how many absences one player may take in the game (one cancelled before it began does not count)
 */
public record AbsencePolicy(boolean allowed, int maxDays, int perGame) {
    /** The most a game file may set for either cap. */
    static final int MOST_DAYS = 365;
    static final int MOST_PER_GAME = 100;

    /** Without the key: allowed, fourteen days at most, three times a game. */
    public static final AbsencePolicy DEFAULT = new AbsencePolicy(true, 14, 3);

    static AbsencePolicy read(Section s) {
        boolean allowed = s.bool("allowed").orElse(DEFAULT.allowed());
        int days = bounded(s, "max-days", MOST_DAYS, "(the longest absence, in days)", DEFAULT.maxDays());
        int times = bounded(s, "per-game", MOST_PER_GAME, "(absences one player may take in the game)",
                DEFAULT.perGame());
        s.rejectUnknownKeys();
        return new AbsencePolicy(allowed, days, times);
    }

    private static int bounded(Section s, String key, int most, String what, int otherwise) {
        return s.integer(key, false).filter(n -> {
            if (n < 1 || n > most) {
                s.error(s.node(key).orElseThrow(), "'" + key + "' " + what + " must be 1 to " + most + ", not " + n);
                return false;
            }
            return true;
        }).map(Long::intValue).orElse(otherwise);
    }
}
