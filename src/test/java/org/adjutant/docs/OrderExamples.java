package org.adjutant.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the order mails shown in a Markdown file, so that every one can be checked against the shipped scenario.
 *
 * <p>The rule, written for doc writers as well (docs/orders.md, "About the examples"):
 * <ul>
 *   <li>An <b>order mail</b> is a fenced code block (``` or ~~~, any info string) with at least one block header
 *       that carries a password: a line {@code UNIT <id> ... PASSWORD <pw>} or {@code PLAYER <id> ... PASSWORD <pw>}
 *       (any case, ':' or '=' allowed, as the robot reads them), or a {@code UNIT}/{@code PLAYER} line followed
 *       directly by a {@code PASSWORD <pw>} line. Fences without one (shell commands, YAML, the default orders
 *       table) are not mails and are skipped.</li>
 *   <li>The whole fence is one mail from one player, split exactly as the robot splits a mail body.</li>
 *   <li>An HTML comment {@code <!-- example: ... -->} on the last non-blank line before the fence says what to
 *       expect: {@code turn 1} checks the mail against the position after the deployment turn instead of the
 *       opening, {@code turn 15} against that position on the build turn (SoW 4.2); {@code rejected} expects every block refused, and each quoted text after it must appear in the
 *       robot's problems, e.g. {@code <!-- example: turn 1, rejected "J9-V2 is water" -->}; {@code planned} marks
 *       the orders of a design (docs/rules/) that the robot does not read yet: its units and sender are still
 *       checked, and it must still be refused somewhere, so the marker is dropped the day the orders are built;
 *       {@code moderator} marks a moderator's mail (docs/moderators.md): each block is a {@code PLAYER <address>}
 *       block whose every line the robot reads as a moderator command, and the orders of any
 *       {@code ORDERS <unit> ... END} edit, and of any {@code ON BEHALF OF <unit or role> ... END}, are checked as
 *       that unit's (or role's) orders on the marker's turn; {@code reset} marks a password reset's mail
 *       (docs/players.md), a {@code PLAYER <role>} block without a password holding {@code FORGOT PASSWORD} or
 *       {@code RESET CODE} and {@code NEW PASSWORD}, read as the robot reads it and naming a role the scenario
 *       has; {@code standby} marks a volunteer's mail (docs/players.md, "Standing by"), read as the robot reads it:
 *       no block, and a {@code STANDBY} line of the right shape.</li>
 *   <li>Nothing slips through unseen: a header with a password outside any fence, a marker that is not followed by
 *       an order mail, or a marker word the scanner does not know is reported as a {@link Finding.Misplaced}.</li>
 * </ul>
 */
final class OrderExamples {
    private static final String SEP = "(?:\\s*[:=]\\s*|\\s+)";
    /** A block header with its password on the same line, as {@code intake.BlockSplitter} reads it. */
    private static final Pattern HEADER_WITH_PASSWORD = Pattern.compile(
            "(?i)\\s*(?:UNIT|PLAYER)" + SEP + "\\S.*?\\s+PASS(?:WORD)?" + SEP + "\\S+\\s*(?:#.*)?");
    private static final Pattern BARE_HEADER = Pattern.compile("(?i)\\s*(?:UNIT|PLAYER)" + SEP + "\\S.*");
    private static final Pattern PASSWORD_LINE = Pattern.compile("(?i)\\s*PASS(?:WORD)?" + SEP + "\\S+\\s*");
    private static final Pattern FENCE = Pattern.compile(" {0,3}(`{3,}|~{3,}).*");
    private static final Pattern MARKER = Pattern.compile("\\s*<!--\\s*example\\s*:(.*?)-->\\s*");
    private static final Pattern MARKER_WORD = Pattern.compile(
            "\\s*(?:turn\\s+(\\d+)|(rejected)|(planned)|(moderator)|(reset)|(standby)|\"([^\"]+)\")\\s*,?");
    /** What a password reset's block holds in place of a password (docs/players.md, "A forgotten password"). */
    private static final Pattern RESET_LINE = Pattern.compile("(?i)\\s*(?:FORGOT\\s+PASSWORD|RESET\\s+CODE\\s.*)");

    private OrderExamples() {
    }

    /** What to expect of a mail: the turn it is checked on, and whether (and how) the robot refuses it. */
    record Expectation(int turn, boolean rejected, boolean planned, boolean moderator, boolean reset,
                       boolean standby, List<String> problems) {
        static final Expectation ACCEPTED_AT_OPENING = new Expectation(0, false, false, false, false, false,
                List.of());

        /** An expectation of no standby volunteer's mail. */
        Expectation(int turn, boolean rejected, boolean planned, boolean moderator, boolean reset,
                    List<String> problems) {
            this(turn, rejected, planned, moderator, reset, false, problems);
        }

        Expectation {
            problems = List.copyOf(problems);
        }
    }

    sealed interface Finding permits Finding.Mail, Finding.Misplaced {
        String file();

        /** The 1-based line of the file the finding starts at (a fence's opening line, a stray line). */
        int line();

        /**
         * An order mail in a fence. {@code firstLine} is the file line of the mail's line 1 (the line after the
         * opening fence), so mail line n is file line {@code firstLine + n - 1}.
         */
        record Mail(String file, int line, int firstLine, String text, Expectation expect) implements Finding {
        }

        /** Something that looks like an example but cannot be checked as one; always a test failure. */
        record Misplaced(String file, int line, String why) implements Finding {
        }
    }

    static List<Finding> scan(String file, String markdown) {
        List<Finding> found = new ArrayList<>();
        String[] lines = markdown.replace("\r\n", "\n").split("\n", -1);
        PendingMarker marker = null;
        int i = 0;
        while (i < lines.length) {
            String line = lines[i];
            Matcher fence = FENCE.matcher(line);
            if (fence.matches()) {
                String delimiter = fence.group(1);
                int open = i;
                List<String> body = new ArrayList<>();
                i++;
                while (i < lines.length && !closes(lines[i], delimiter)) {
                    body.add(lines[i]);
                    i++;
                }
                i++; // the closing fence, or past the end of an unclosed one
                // A volunteer's mail has no header: it is an example only where its marker says so.
                boolean volunteer = marker != null && marker.expectation().filter(Expectation::standby).isPresent();
                if (isOrderMail(body) || volunteer) {
                    Expectation expect = Expectation.ACCEPTED_AT_OPENING;
                    if (marker != null) {
                        Optional<Expectation> read = marker.expectation();
                        if (read.isEmpty()) {
                            found.add(new Finding.Misplaced(file, marker.line, "cannot read the marker '"
                                    + marker.text.strip() + "': write e.g. <!-- example: turn 1, rejected \"text\" -->"));
                        }
                        expect = read.orElse(expect);
                    }
                    found.add(new Finding.Mail(file, open + 1, open + 2, String.join("\n", body) + "\n", expect));
                } else if (marker != null) {
                    found.add(new Finding.Misplaced(file, marker.line, "the example marker is followed by a code"
                            + " block that is not an order mail (no UNIT or PLAYER header with a PASSWORD)"));
                }
                marker = null;
                continue;
            }
            Matcher m = MARKER.matcher(line);
            if (m.matches()) {
                if (marker != null) {
                    found.add(new Finding.Misplaced(file, marker.line, "the example marker is not followed by a"
                            + " fenced order mail"));
                }
                marker = new PendingMarker(i + 1, m.group(1));
            } else if (!line.isBlank() && marker != null) {
                found.add(new Finding.Misplaced(file, marker.line, "the example marker is not followed by a"
                        + " fenced order mail (only blank lines may come between)"));
                marker = null;
            }
            if (HEADER_WITH_PASSWORD.matcher(line).matches()) {
                found.add(new Finding.Misplaced(file, i + 1, "an order block header outside a fenced code block"
                        + " is never checked: put the mail in a ``` fence"));
            }
            i++;
        }
        if (marker != null) {
            found.add(new Finding.Misplaced(file, marker.line, "the example marker is not followed by a fenced"
                    + " order mail"));
        }
        return found;
    }

    /** CommonMark: a closing fence is the same character, at least as long, with nothing after it. */
    private static boolean closes(String line, String delimiter) {
        String s = line.strip();
        if (line.length() - line.stripLeading().length() > 3 || s.length() < delimiter.length()) {
            return false;
        }
        char c = delimiter.charAt(0);
        return s.chars().allMatch(ch -> ch == c);
    }

    static boolean isOrderMail(List<String> body) {
        for (int i = 0; i < body.size(); i++) {
            String line = body.get(i);
            if (HEADER_WITH_PASSWORD.matcher(line).matches()) {
                return true;
            }
            if (BARE_HEADER.matcher(line).matches() && i + 1 < body.size()
                    && (PASSWORD_LINE.matcher(body.get(i + 1)).matches()
                    || RESET_LINE.matcher(body.get(i + 1)).matches())) {
                return true;
            }
        }
        return false;
    }

    private record PendingMarker(int line, String text) {
        /** Empty when the marker holds a word the scanner does not know (a typo must not pass silently). */
        Optional<Expectation> expectation() {
            int turn = 0;
            boolean rejected = false;
            boolean planned = false;
            boolean moderator = false;
            boolean reset = false;
            boolean standby = false;
            List<String> problems = new ArrayList<>();
            Matcher m = MARKER_WORD.matcher(text);
            int at = 0;
            while (at < text.length() && !text.substring(at).isBlank()) {
                if (!m.find(at) || m.start() != at || m.end() == at) {
                    return Optional.empty();
                }
                if (m.group(1) != null) {
                    turn = Integer.parseInt(m.group(1));
                } else if (m.group(2) != null) {
                    rejected = true;
                } else if (m.group(3) != null) {
                    planned = true;
                } else if (m.group(4) != null) {
                    moderator = true;
                } else if (m.group(5) != null) {
                    reset = true;
                } else if (m.group(6) != null) {
                    standby = true;
                } else if (!rejected) {
                    return Optional.empty(); // a quoted problem belongs after "rejected"
                } else {
                    problems.add(m.group(7));
                }
                at = m.end();
            }
            return Optional.of(new Expectation(turn, rejected, planned, moderator, reset, standby, problems));
        }
    }
}
