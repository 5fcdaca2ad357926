package org.adjutant.intake;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;

/**
 * Splits the text of an order mail into blocks. The grammar, forgiving as players write by hand:
 * <pre>
 *   mail      := { chatter | GAME id | CHECK | STANDBY ... | block }
 *   block     := header { order-line | ORDERS unit { order-line } END } [ END ]
 *   header    := UNIT unit-id PASSWORD password      (or UNIT unit-id, then PASSWORD password on the next line)
 *              | PLAYER role-id PASSWORD password
 *              | PLAYER role-id                       (only for FORGOT PASSWORD, or RESET CODE with NEW PASSWORD)
 * </pre>
 * Keywords may be in any case and followed by ':' or '='. Lines before the first header are chatter (greetings) and
 * ignored; quoted lines ({@code >}), {@code #} comments and blank lines are skipped; everything after a signature
 * ({@code -- }), a mail client's own sign-off ("Sent from my iPhone", "Get Outlook for iOS") or a reply introduction
 * ("On ... wrote:", "-----Original Message-----") is ignored. Which body lines follow a blank line is recorded, so
 * that a sign-off without a delimiter can be told from orders once the game is known ({@link SignOff}). Limits keep a
 * hostile mail cheap: lines longer than {@value #MAX_LINE} characters and blocks beyond {@value #MAX_BLOCKS} are
 * refused with a reason, never processed.
 */
public final class BlockSplitter {
    static final int MAX_LINE = 1000;
    static final int MAX_BLOCKS = 500;
    static final int MAX_LINES = 20_000;

    private static final String KEY_SEP = "(?:\\s*[:=]\\s*|\\s+)";
    private static final Pattern UNIT_HEADER = Pattern.compile(
            "(?i)UNIT" + KEY_SEP + "(\\S(?:.*?\\S)??)(?:\\s+PASS(?:WORD)?" + KEY_SEP + "(\\S+))?");
    private static final Pattern PLAYER_HEADER = Pattern.compile(
            "(?i)PLAYER" + KEY_SEP + "(\\S(?:.*?\\S)??)(?:\\s+PASS(?:WORD)?" + KEY_SEP + "(\\S+))?");
    private static final Pattern PASSWORD_LINE = Pattern.compile("(?i)PASS(?:WORD)?" + KEY_SEP + "(\\S+)");
    private static final Pattern GAME_LINE = Pattern.compile("(?i)GAME" + KEY_SEP + "([A-Za-z0-9_-]{1,64})");
    private static final Pattern SUBJECT_GAME = Pattern.compile("\\[([A-Za-z0-9_-]{1,64})]");
    private static final Pattern REPLY_INTRO = Pattern.compile(
            "(?i)(On\\s.{0,200}\\swrote:|-{2,}\\s*Original Message\\s*-{2,}|_{10,}|From:\\s.*@.*)");
    /**
     * The lines phones and mail apps append by themselves. Everything from such a line on is the client's, not the
     * player's (what follows it is a quoted original, if anything).
     */
    private static final Pattern CLIENT_SIGNATURE = Pattern.compile("(?i)("
            + "sent from my \\S.{0,60}"
            + "|sent (from|with|using) (outlook|yahoo mail|mail for windows|aol|proton ?mail|gmail|samsung|blackberry|"
            + "my mobile|mobile|the mail app|fastmail|thunderbird|zoho|tutanota|spark).{0,60}"
            + "|get outlook for (ios|android|mac|windows).{0,20}"
            + "|envoy\u00e9 de mon .{1,40}|von meinem .{1,40} gesendet|enviado desde mi .{1,40}|enviado do meu .{1,40}"
            + "|inviato da(l mio)? .{1,40}|verzonden met .{1,40}|skickat fr\u00e5n min .{1,40})[.!]?");

    private BlockSplitter() {
    }

    /** Whether a (stripped) line introduces a quoted original: "On ... wrote:", "-----Original Message-----". */
    static boolean introducesQuote(String stripped) {
        return REPLY_INTRO.matcher(stripped).matches() || CLIENT_SIGNATURE.matcher(stripped).matches();
    }

    public static OrderMail split(String text, String subject) {
        List<Block> blocks = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Optional<String> game = subjectGame(subject);
        boolean checkOnly = subject != null && subject.strip().toLowerCase(Locale.ROOT).startsWith("check");

        Draft draft = null;
        Optional<Line> standby = Optional.empty();
        boolean blank = false;
        String[] raw = (text == null ? "" : text).replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        // One matcher per pattern for the whole mail, reset for each line: a fresh matcher allocates its group arrays,
        // and at a dozen patterns a line that was most of the intake's garbage (bench/intake.md).
        Matcher replyIntro = REPLY_INTRO.matcher("");
        Matcher clientSignature = CLIENT_SIGNATURE.matcher("");
        Matcher unitHeader = UNIT_HEADER.matcher("");
        Matcher playerHeader = PLAYER_HEADER.matcher("");
        Matcher passwordLine = PASSWORD_LINE.matcher("");
        Matcher gameLine = GAME_LINE.matcher("");
        int limit = Math.min(raw.length, MAX_LINES);
        if (raw.length > MAX_LINES) {
            notes.add("the mail has " + raw.length + " lines; only the first " + MAX_LINES + " were read");
        }
        for (int i = 0; i < limit; i++) {
            int number = i + 1;
            String rawLine = raw[i];
            if (rawLine.length() > MAX_LINE) {
                if (draft != null) {
                    draft.problems.add(new Problem(number, "the line is longer than " + MAX_LINE
                            + " characters and was not read"));
                }
                continue;
            }
            String stripped = rawLine.strip();
            if (stripped.equals("--") || rawLine.equals("-- ") || replyIntro.reset(stripped).matches()
                    || clientSignature.reset(stripped).matches()) {
                break;
            }
            if (stripped.startsWith(">")) {
                continue;
            }
            if (stripped.isEmpty()) {
                blank = true;
                continue;
            }
            String line = stripComment(stripped);
            if (line.isEmpty()) {
                continue;
            }
            boolean afterBlank = blank;
            blank = false;
            Matcher m;
            if ((m = unitHeader.reset(line)).matches() || (m = playerHeader.reset(line)).matches()) {
                finish(draft, blocks, notes);
                boolean unit = line.regionMatches(true, 0, "UNIT", 0, 4);
                draft = new Draft(unit, m.group(1), number);
                if (m.group(2) != null) {
                    draft.password = new TypedPassword(m.group(2));
                }
                continue;
            }
            if (draft != null && draft.password == null && draft.body.isEmpty()
                    && (m = passwordLine.reset(line)).matches()) {
                draft.password = new TypedPassword(m.group(1));
                continue;
            }
            if (draft != null && draft.openOrders && CommandLines.endsOrders(line)) {
                // A moderator's ORDERS <unit> ... END inside his PLAYER block: END closes the unit's orders only.
                draft.body.add(new Line(number, line));
                draft.openOrders = false;
                continue;
            }
            if (draft != null && !draft.unit && CommandLines.opensOrders(line)) {
                draft.openOrders = true;
            }
            if (line.equalsIgnoreCase("END")) {
                finish(draft, blocks, notes);
                draft = null;
                continue;
            }
            if (line.equalsIgnoreCase("CHECK")) {
                checkOnly = true;
                continue;
            }
            if ((m = gameLine.reset(line)).matches() && draft == null) {
                game = Optional.of(m.group(1));
                continue;
            }
            if (draft == null && standby.isEmpty() && StandbyDesk.volunteers(line)) {
                standby = Optional.of(new Line(number, line));
                continue;
            }
            if (draft != null) {
                draft.body.add(new Line(number, line));
                if (afterBlank) {
                    draft.afterBlank.add(number);
                }
            }
        }
        finish(draft, blocks, notes);
        return new OrderMail(blocks, game, checkOnly, notes, standby);
    }

    private static void finish(Draft draft, List<Block> blocks, List<String> notes) {
        if (draft == null) {
            return;
        }
        if (blocks.size() >= MAX_BLOCKS) {
            String note = "only the first " + MAX_BLOCKS + " blocks of a mail are read; send the rest separately";
            if (!notes.contains(note)) {
                notes.add(note);
            }
            return;
        }
        // A player who forgot his password asks for a reset, or brings its code, without one (PasswordReset).
        if (draft.password == null && (draft.unit || !PasswordReset.asks(draft.body))) {
            draft.problems.add(new Problem(draft.headerLine, "no password: write "
                    + (draft.unit ? "UNIT " : "PLAYER ") + draft.name + " PASSWORD yourpassword"));
        }
        TypedPassword password = draft.password == null ? new TypedPassword("") : draft.password;
        blocks.add(draft.unit
                ? new Block.UnitBlock(draft.name, password, draft.headerLine, draft.body, draft.problems,
                        draft.afterBlank)
                : new Block.PlayerBlock(draft.name, password, draft.headerLine, draft.body, draft.problems,
                        draft.afterBlank));
    }

    /** Removes a {@code #} comment; the rest of the line, trimmed. */
    private static String stripComment(String line) {
        int hash = line.indexOf('#');
        return (hash >= 0 ? line.substring(0, hash) : line).strip();
    }

    private static final class Draft {
        final boolean unit;
        final String name;
        final int headerLine;
        final List<Line> body = new ArrayList<>();
        final List<Problem> problems = new ArrayList<>();
        final java.util.Set<Integer> afterBlank = new java.util.HashSet<>();
        TypedPassword password;
        /** Inside a moderator's {@code ORDERS <unit>} section, which its own {@code END} closes. */
        boolean openOrders;

        Draft(boolean unit, String name, int headerLine) {
            this.unit = unit;
            this.name = name;
            this.headerLine = headerLine;
        }
    }

    /** The game a subject names in brackets ({@code [rio-grande] orders}), if any. */
    static Optional<String> subjectGame(String subject) {
        if (subject == null) {
            return Optional.empty();
        }
        Matcher m = SUBJECT_GAME.matcher(subject);
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }
}
