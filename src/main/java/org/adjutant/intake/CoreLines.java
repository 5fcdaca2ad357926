package org.adjutant.intake;

import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;

/**
 * The robot's own lines in a PLAYER block, the same for every game: {@code NEW PASSWORD <new>},
 * {@code ASSIGN <unit> COMMANDER <who> DEPUTY <who>} and {@code TIME ZONE <place>}, a player's requests
 * ({@code HELP}, {@code STATUS}, {@code SEND REPORTS}, {@code READY}, {@code ADDRESS} ..., read by
 * {@link CommandLines}) and a moderator's commands ({@code EXTEND}, {@code PAUSE} ...). Read here once, for the robot
 * and for the offline check alike, so that both judge a line the same way; every other line is an office order of
 * the ruleset's.
 */
final class CoreLines {
    private static final Pattern NEW_PASSWORD = Pattern.compile("(?i)NEW\\s+PASS(?:WORD)?\\s*[:=]?\\s*(\\S*)\\s*");
    private static final Pattern ASSIGN = Pattern.compile(
            "(?i)ASSIGN\\s+(.+?)(?:\\s+COMMANDER\\s*[:=]?\\s*(\\S+))?(?:\\s+DEPUTY\\s*[:=]?\\s*(\\S+))?\\s*");
    private static final Pattern ACCEPTABLE_PASSWORD = Pattern.compile("\\S{6,64}");
    private static final Pattern TIME_ZONE = Pattern.compile("(?i)TIME\\s*ZONE\\s*[:=]?\\s*(\\S*)\\s*");
    /** What starts a core line, for the sign-off rule: never taken for a signature. */
    static final Pattern START = Pattern.compile("(?i)(NEW\\s+PASS|ASSIGN\\s|TIME\\s*ZONE|FORGOT\\s|RESET\\s+CODE).*");

    /** Whether a line is one of the robot's own (never taken for a signature). */
    static boolean starts(String line) {
        return START.matcher(line).matches() || PressLines.starts(line)
                || CommandLines.read(new Line(1, line)).isPresent();
    }

    private CoreLines() {
    }

    /** One line read: a core order, a core order written wrong, or not a core line at all. */
    sealed interface Read {
        record NewPassword(String password) implements Read {
            @Override
            public String toString() {
                return "NewPassword[****]";
            }
        }

        /** {@code commander} and {@code deputy} as written (role, name or address), null when not given. */
        record Assign(String unit, String commander, String deputy) implements Read {
        }

        /** An IANA zone id, or empty to go back to the game's zone only. */
        record TimeZone(String zone) implements Read {
        }

        record Refused(Problem problem) implements Read {
        }

        record Office() implements Read {
        }

        /** A player's request, answered at once (SEND REPORTS: soon after). */
        record Request(CommandLines.Request request) implements Read {
        }

        /** A moderator's command, carried out after the mail is answered. */
        record Command(CommandLines.Command command) implements Read {
        }
    }

    static Read read(Line line) {
        Matcher m;
        if ((m = NEW_PASSWORD.matcher(line.text())).matches()) {
            return ACCEPTABLE_PASSWORD.matcher(m.group(1)).matches() ? new Read.NewPassword(m.group(1))
                    : new Read.Refused(Problem.at(line, "a new password needs 6 to 64 characters and no spaces"));
        }
        if ((m = ASSIGN.matcher(line.text())).matches() && (m.group(2) != null || m.group(3) != null)) {
            return new Read.Assign(m.group(1), m.group(2), m.group(3));
        }
        if ((m = TIME_ZONE.matcher(line.text())).matches()) {
            return timeZone(line, m.group(1));
        }
        return CommandLines.read(line).orElse(new Read.Office());
    }

    /** {@code TIME ZONE Europe/Berlin}: deadlines are then also shown in that zone; {@code TIME ZONE GAME} clears it. */
    private static Read timeZone(Line line, String written) {
        if (written.equalsIgnoreCase("GAME") || written.equalsIgnoreCase("NONE")) {
            return new Read.TimeZone("");
        }
        try {
            ZoneId zone = ZoneId.of(written);
            if (zone instanceof ZoneOffset) {
                return new Read.Refused(Problem.at(line, "give a place, not an offset, so that summer time is "
                        + "followed: e.g. TIME ZONE Europe/London or TIME ZONE America/New_York"));
            }
            return new Read.TimeZone(zone.getId());
        } catch (RuntimeException e) {
            String shown = written.length() <= 40 ? written : written.substring(0, 40) + "...";
            return new Read.Refused(Problem.at(line, "'" + shown + "' is not a time zone; write a place such as "
                    + "TIME ZONE Europe/London or TIME ZONE America/Chicago"));
        }
    }

    static Optional<Read> core(Line line) {
        Read r = read(line);
        return r instanceof Read.Office ? Optional.empty() : Optional.of(r);
    }
}
