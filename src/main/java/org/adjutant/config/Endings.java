package org.adjutant.config;

/**
 * How a game may end before its last turn by the players' own agreement ({@code endings:} in the game file,
 * docs/config.md): by a draw every side votes for, or by every side but one conceding. Both are off unless the file
 * allows them, so a game's players cannot end it in a way its moderator did not offer.
 */
public record Endings(boolean draw, boolean concession) {
    /** A game whose players cannot end it by vote. */
    public static final Endings NONE = new Endings(false, false);

    static Endings read(Section s) {
        Endings e = new Endings(s.bool("draw").orElse(false), s.bool("concession").orElse(false));
        s.rejectUnknownKeys();
        return e;
    }
}
