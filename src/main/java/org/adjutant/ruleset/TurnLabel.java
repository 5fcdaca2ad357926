package org.adjutant.ruleset;

import java.util.Locale;
import java.util.Objects;

/**
 * What players call one turn of a game, as every subject, heading, answer and command names it: GITM's "deployment
 * turn" and "campaign 1, turn 3", a game without campaigns' "turn 3". One numbering, the one the game's rules use;
 * the ruleset names its turns ({@link Ruleset#turnLabel}) and nothing else does.
 *
 * @param name   the label standing alone, as a subject or a heading begins: "campaign 1, turn 3", "deployment turn"
 * @param inText the label inside a sentence: "campaign 1, turn 3", "the deployment turn"
 */
public record TurnLabel(String name, String inText) {
    public TurnLabel {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(inText, "inText");
        if (name.isBlank() || inText.isBlank()) {
            throw new IllegalArgumentException("a turn needs a name");
        }
    }

    /** "turn 3": the name of turn {@code n} in a game whose rules count turns 1, 2, 3... */
    public static TurnLabel numbered(int n) {
        return new TurnLabel("turn " + n, "turn " + n);
    }

    /** The name at the start of a line or sentence: "Campaign 1, turn 3", "Deployment turn". */
    public String title() {
        return name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
    }

    /**
     * Whether {@code written} (what a player or moderator wrote after SEND REPORTS, RESEND or ROLLBACK TO) names this
     * turn. Case, commas, spacing and "the" do not matter, so the label printed in a subject can be copied back:
     * "CAMPAIGN 1, TURN 3", "the deployment turn". "TURN 3" (or "3") alone names every turn whose name ends so
     * ("campaign 2, turn 3"); the caller takes the latest. "DEPLOYMENT" names the "deployment turn".
     */
    public boolean isNamedBy(String written) {
        String mine = plain(name);
        String theirs = plain(written);
        if (theirs.isEmpty()) {
            return false;
        }
        if (theirs.matches("\\d+")) {
            theirs = "turn " + theirs;
        }
        return mine.equals(theirs) || mine.equals(theirs + " turn")
                || theirs.startsWith("turn ") && mine.endsWith(" " + theirs);
    }

    /** Lower case, "the" and commas left out, one space between words, a number apart from its word. */
    private static String plain(String s) {
        String t = s.toLowerCase(Locale.ROOT).replace(',', ' ').replaceAll("([a-z])(\\d)", "$1 $2")
                .replaceAll("\\s+", " ").strip();
        return t.startsWith("the ") ? t.substring(4) : t;
    }

    @Override
    public String toString() {
        return inText;
    }
}
