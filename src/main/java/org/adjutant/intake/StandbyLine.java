package org.adjutant.intake;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A volunteer's line outside any block (docs/players.md, "Standing by"): {@code STANDBY} asks for a code,
 * {@code STANDBY CONFIRM <code> <name>} sends it back. A moderator's {@code STANDBY ADD} and {@code STANDBY REMOVE}
 * are commands inside his block, never a volunteer's line.
 *
 * @param code the code sent back (empty for a request)
 * @param name the name the volunteer would play under (empty for a request)
 */
public record StandbyLine(Kind kind, String code, String name) {
    /** Asking for a code, or sending one back. */
    public enum Kind { REQUEST, CONFIRM }

    private static final Pattern STANDBY = Pattern.compile("(?i)STAND\\s*-?\\s*BY(?:\\s+(.*))?");
    private static final Pattern CONFIRM = Pattern.compile("(?i)CONFIRM\\s*[:=]?\\s*(\\S+)?\\s*(.*)");
    private static final Pattern COMMAND = Pattern.compile("(?i)STAND\\s*-?\\s*BY\\s+(ADD|REMOVE)\\b.*");
    /** The codes the generator makes: twelve letters and digits in groups of four. */
    private static final Pattern CODE_SHAPE = Pattern.compile("[A-Za-z0-9]{4}(?:-?[A-Za-z0-9]{4}){2}");
    /** The longest name a volunteer may give. */
    static final int MAX_NAME = 100;

    /** The line as a volunteer's, or empty when it is not one. */
    public static Optional<StandbyLine> read(String line) {
        String text = line.strip();
        Matcher m = STANDBY.matcher(text);
        if (!m.matches() || COMMAND.matcher(text).matches()) {
            return Optional.empty();
        }
        String rest = m.group(1) == null ? "" : m.group(1).strip();
        Matcher confirm = CONFIRM.matcher(rest);
        if (confirm.matches()) {
            return Optional.of(new StandbyLine(Kind.CONFIRM, confirm.group(1) == null ? "" : confirm.group(1),
                    confirm.group(2).strip()));
        }
        return Optional.of(new StandbyLine(Kind.REQUEST, "", ""));
    }

    /** Whether a confirmation holds a code of the robot's shape and a name; a request always does. */
    public boolean wellFormed() {
        return kind == Kind.REQUEST
                || CODE_SHAPE.matcher(code).matches() && !name.isEmpty() && name.length() <= MAX_NAME;
    }
}
