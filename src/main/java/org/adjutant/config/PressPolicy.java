package org.adjutant.config;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * How players of one game may write to each other through the robot ({@code press:} in the game file, see
 * {@code docs/config.md} and {@code docs/players.md}, "Press"). Without the section a game has no press.
 *
 * @param kind           who a letter names: signed (the sender's role), anonymous (nobody), grey (nobody to the
 *                       players, the sender's role to the moderators, who then always get a copy)
 * @param offTurns       turns on which no press is taken, as players name them ("deployment", "turn 15")
 * @param quietBefore    no press is taken this long before a deadline (nor while the deadline waits in grace); zero:
 *                       none
 * @param atDeadline     letters are held and delivered once the coming deadline's turn has run, not at once
 * @param copyModerators every letter is copied to the moderators as well
 * @param maxChars       the longest text one letter may carry
 * @param perWindow      how many letters one role may send within {@code window}
 * @param window         the window {@code perWindow} is counted in
 */
public record PressPolicy(Kind kind, List<String> offTurns, Duration quietBefore, boolean atDeadline,
                          boolean copyModerators, int maxChars, int perWindow, Duration window) {
    /** The longest text the game file may allow a letter (the database keeps up to this). */
    public static final int MOST_CHARS = 10_000;

    public enum Kind { OFF, SIGNED, ANONYMOUS, GREY }

    /** A game whose file has no {@code press:} section. */
    public static final PressPolicy OFF = new PressPolicy(Kind.OFF, List.of(), Duration.ZERO, false, false, 4000, 20,
            Duration.ofHours(24));

    public PressPolicy {
        Objects.requireNonNull(kind, "kind");
        offTurns = List.copyOf(offTurns);
        Objects.requireNonNull(quietBefore, "quietBefore");
        Objects.requireNonNull(window, "window");
    }

    /** Whether players of the game may send press at all. */
    public boolean on() {
        return kind != Kind.OFF;
    }

    /** Whether the players a letter goes to see who wrote it. */
    public boolean signedToPlayers() {
        return kind == Kind.SIGNED;
    }

    /** Whether the moderators get a copy of every letter: when the file asks, and always in grey press. */
    public boolean copiesToModerators() {
        return copyModerators || kind == Kind.GREY;
    }

    /** Whether the moderators' copy names the sender: in signed and grey press, never in anonymous press. */
    public boolean signedToModerators() {
        return kind != Kind.ANONYMOUS;
    }
}
