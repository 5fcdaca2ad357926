package org.adjutant.intake;

import java.time.Duration;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.config.EmailAddress;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;

/**
 * A player's requests and a moderator's commands, the same for every game (see {@code docs/players.md} and
 * {@code docs/moderators.md}). Keywords in any case; each line is one request or command.
 */
public final class CommandLines {
    private static final Pattern HELP = Pattern.compile("(?i)HELP");
    private static final Pattern STATUS = Pattern.compile("(?i)STATUS");
    private static final Pattern SEND_REPORTS = Pattern.compile("(?i)SEND\\s+REPORTS?(?:\\s+(?:(?:FOR|OF)\\s+)?(.+))?");
    private static final Pattern READY = Pattern.compile("(?i)(NOT\\s+)?READY");
    private static final Pattern ADDRESS = Pattern.compile("(?i)(?:NEW\\s+)?ADDRESS\\s*[:=]?\\s*(\\S+)");
    private static final Pattern CONFIRM = Pattern.compile("(?i)CONFIRM\\s+ADDRESS\\s*[:=]?\\s*(\\S+)");
    private static final Pattern EXTEND = Pattern.compile("(?i)EXTEND(?:\\s+(?:BY\\s+)?(.+?))?");
    private static final Pattern DEADLINE = Pattern.compile("(?i)(?:SET\\s+)?DEADLINE(?:\\s+(?:TO\\s+)?(.+?))?\\s*");
    private static final Pattern ADD_DEADLINE = Pattern.compile("(?i)ADD\\s+DEADLINE(?:\\s+(.+?))?\\s*");
    private static final Pattern REMOVE_DEADLINE = Pattern.compile("(?i)REMOVE\\s+DEADLINE(?:\\s+(.+?))?\\s*");
    private static final Pattern LOCAL_TIME = Pattern.compile(
            "(\\d{4}-\\d{2}-\\d{2})[ T](\\d{1,2}:\\d{2}(?::\\d{2})?)");
    private static final Pattern RECURRING = Pattern.compile("(?i)RECURRING(?:\\s+(.*?))?\\s*");
    private static final Pattern SEAT = Pattern.compile(
            "(?i)SEAT(?:\\s+(\\S+)\\s+(.+?)\\s+(\\S+@\\S+)(?:\\s+TIME\\s*ZONE\\s+(\\S+))?)?\\s*");
    private static final Pattern SEAT_START = Pattern.compile("(?i)SEAT(\\s.*)?");
    private static final Pattern PAUSE = Pattern.compile("(?i)PAUSE");
    private static final Pattern RESUME = Pattern.compile("(?i)RESUME");
    private static final Pattern RUN_NOW = Pattern.compile("(?i)RUN\\s+NOW");
    private static final Pattern REPLACE = Pattern.compile("(?i)REPLACE(?:\\s+(\\S+)\\s+(.+?)\\s+(\\S+@\\S+))?");
    private static final Pattern REPLACE_START = Pattern.compile("(?i)REPLACE(\\s.*)?");
    private static final Pattern STANDBY_ADD = Pattern.compile("(?i)STANDBY\\s+ADD(?:\\s+(.+?)\\s+(\\S+@\\S+))?\\s*");
    private static final Pattern STANDBY_REMOVE = Pattern.compile("(?i)STANDBY\\s+REMOVE(?:\\s+(.+?))?\\s*");
    private static final Pattern APPROVE_STANDBY = Pattern.compile("(?i)APPROVE\\s+STANDBY(?:\\s+(?:FOR\\s+)?(\\S+))?\\s*");
    private static final Pattern OFFICE = Pattern.compile(
            "(?i)OFFICE\\s+(.+?)\\s+OF\\s+(\\S+)\\s+(?:TO\\s+(\\S+)|(VACANT))");
    private static final Pattern OFFICE_START = Pattern.compile("(?i)OFFICE(\\s.*)?");
    /** How an OFFICE command is written; the game's answer to unknown office words lists its offices. */
    public static final String OFFICE_EXAMPLE = "write OFFICE <office> OF <state> TO <player's role or name>, or"
            + " OFFICE <office> OF <state> VACANT, e.g. OFFICE NAVAL MINISTER OF US TO polk";
    private static final Pattern RESET_PASSWORD = Pattern.compile(
            "(?i)RESET\\s+PASS(?:WORD)?(?:\\s+(?:OF\\s+|FOR\\s+)?(\\S+))?");
    private static final Pattern ADJUST = Pattern.compile(
            "(?i)ADJUST(?:\\s+(.+?))??(?:\\s+BECAUSE\\s*[:=]?\\s*(.*?))?\\s*");
    private static final Pattern RESEND = Pattern.compile("(?i)RESEND(?:\\s+(\\S+))?(?:\\s+(.+))?");
    private static final Pattern ROLLBACK = Pattern.compile("(?i)ROLL\\s*BACK(?:\\s+TO)?\\s*(.*)");
    /**
     * A turn as players name it (the robot's answers and report subjects name turns so, docs/players.md): "TURN 3",
     * "CAMPAIGN 1, TURN 3", "THE DEPLOYMENT TURN", or a bare "3". What it names is looked up in the game.
     */
    private static final Pattern TURN_NAME = Pattern.compile(
            "(?i)(?:THE\\s+)?(?:([A-Z]+)(?:\\s*\\d+)?\\s*,?\\s*)?TURN(?:\\s*(\\d+))?|(\\d+)");
    private static final Pattern ORDERS = Pattern.compile("(?i)ORDERS\\s+(\\S+)");
    private static final Pattern ON_BEHALF = Pattern.compile(
            "(?i)ON\\s+BEHALF\\s+OF(?:\\s+(\\S+))?(?:\\s+BECAUSE\\s*[:=]?\\s*(.*?))?\\s*");
    private static final Pattern END_ORDERS = Pattern.compile("(?i)END(?:\\s+ORDERS)?");
    private static final Pattern ANNOUNCE = Pattern.compile("(?i)ANNOUNCE(?:MENT)?\\s*[:=]?\\s*(.*)");
    private static final Pattern END_GAME = Pattern.compile("(?i)END\\s+(?:THE\\s+)?GAME");
    private static final Pattern HISTORY = Pattern.compile("(?i)HISTORY(?:\\s+(REBUILD))?");
    private static final Pattern DURATION = Pattern.compile(
            "(?i)(\\d{1,4})\\s*(m|min|mins|minutes?|h|hrs?|hours?|d|days?)");
    /** A turn-code: letters and digits, dashes ignored ("K7QX-M2PA"). */
    private static final Pattern CODE = Pattern.compile("[A-Za-z0-9-]{4,32}");

    /** The first words of {@link #HELP}, {@link #STATUS}, {@link #SEND_REPORTS}, {@link #READY}, {@link #CONFIRM}, {@link #ADDRESS}. */
    private static final List<String> REQUEST_WORDS =
            List.of("HELP", "STATUS", "SEND", "READY", "NOT", "CONFIRM", "ADDRESS", "NEW", "VOTE", "CONCEDE", "ABSENT",
                    "BACK");
    /**
     * A vote to end the game drawn, or its withdrawal. Only these two forms: a GITM leader's VOTE PRESIDENT and
     * VOTE REMOVE are orders of his unit, not requests.
     */
    private static final Pattern VOTE_DRAW = Pattern.compile("(?i)VOTE\\s+(NO\\s+|NOT\\s+)?DRAW");
    /** The word ABSENT alone, whatever follows: a line so begun is an absence, written right or not. */
    private static final Pattern ABSENT_START = Pattern.compile("(?i)ABSENT(?:\\s.*)?");
    /** {@code ABSENT FROM <day> TO <day>} or {@code ABSENT UNTIL <day>}: days as year-month-day. */
    private static final Pattern ABSENT = Pattern.compile(
            "(?i)ABSENT\\s+(?:FROM\\s+(\\S+)\\s+(?:TO|UNTIL)|UNTIL|TO)\\s+(\\S+)");
    /** The end of an absence before its last day, or its cancellation before its first. */
    private static final Pattern BACK = Pattern.compile("(?i)BACK|ABSENT\\s+CANCEL(?:LED)?");
    private static final String ABSENT_FORM = "write ABSENT FROM 2026-12-10 TO 2026-12-20 or ABSENT UNTIL 2026-12-20 "
            + "(days as year-month-day, in your time zone; both days included), or BACK to end an absence";
    /** A side's concession of the war to the others, or its withdrawal. */
    private static final Pattern CONCEDE = Pattern.compile("(?i)(NOT\\s+|NO\\s+)?CONCEDE");

    private CommandLines() {
    }

    private static boolean startsWithAny(String text, List<String> words) {
        for (String w : words) {
            if (text.regionMatches(true, 0, w, 0, w.length())) {
                return true;
            }
        }
        return false;
    }

    /** A player's request. */
    public sealed interface Request {
        String normalForm();

        record Help() implements Request {
            public String normalForm() {
                return "HELP";
            }
        }

        record Status() implements Request {
            public String normalForm() {
                return "STATUS";
            }
        }

        /** {@code turn}: the turn as named ({@link #turnName}), empty for the last turn. */
        record SendReports(Optional<String> turn) implements Request {
            public String normalForm() {
                return "SEND REPORTS" + turn.map(t -> " " + t).orElse("");
            }
        }

        record Ready(boolean ready) implements Request {
            public String normalForm() {
                return ready ? "READY" : "NOT READY";
            }
        }

        /** {@code draw}: for a draw ({@code VOTE DRAW}) or against it, withdrawing his vote ({@code VOTE NO DRAW}). */
        record VoteDraw(boolean draw) implements Request {
            public String normalForm() {
                return draw ? "VOTE DRAW" : "VOTE NO DRAW";
            }
        }

        /** {@code concede}: his side gives up ({@code CONCEDE}) or he takes it back ({@code NOT CONCEDE}). */
        record Concede(boolean concede) implements Request {
            public String normalForm() {
                return concede ? "CONCEDE" : "NOT CONCEDE";
            }
        }

        /**
         * An absence from {@code from} (empty: from now) to the end of {@code to}, days in the player's time zone;
         * checked against the game's file and his other absences when it is carried out.
         */
        record Absent(Optional<LocalDate> from, LocalDate to) implements Request {
            public String normalForm() {
                return "ABSENT " + from.map(f -> "FROM " + f + " TO ").orElse("UNTIL ") + to;
            }
        }

        /** Back before the last day of his absence, or cancelling one still to come. */
        record Back() implements Request {
            public String normalForm() {
                return "BACK";
            }
        }

        record Address(String email) implements Request {
            public String normalForm() {
                return "ADDRESS " + email;
            }
        }

        record ConfirmAddress(String code) implements Request {
            public String normalForm() {
                return "CONFIRM ADDRESS ****";
            }

            @Override
            public String toString() {
                return "ConfirmAddress[****]";
            }
        }
    }

    /** A moderator's command. */
    public sealed interface Command {
        String normalForm();

        record Extend(Duration by) implements Command {
            public String normalForm() {
                return "EXTEND " + words(by);
            }
        }

        /** The next deadline set to a local time of the game's zone. */
        record SetDeadline(java.time.LocalDateTime at) implements Command {
            public String normalForm() {
                return "DEADLINE " + local(at);
            }
        }

        /** An explicit deadline added to the game file's schedule. */
        record AddDeadline(java.time.LocalDateTime at) implements Command {
            public String normalForm() {
                return "ADD DEADLINE " + local(at);
            }
        }

        /** An explicit deadline taken out of the game file's schedule. */
        record RemoveDeadline(java.time.LocalDateTime at) implements Command {
            public String normalForm() {
                return "REMOVE DEADLINE " + local(at);
            }
        }

        /**
         * The game file's recurring rule replaced: a Quartz cron expression with optional first and last days, or
         * (an empty {@code cron}) no recurring rule at all.
         */
        record Recurring(Optional<String> cron, Optional<java.time.LocalDate> first,
                         Optional<java.time.LocalDate> last) implements Command {
            public String normalForm() {
                return cron.map(c -> "RECURRING " + c + first.map(f -> " FIRST " + f).orElse("")
                        + last.map(l -> " LAST " + l).orElse("")).orElse("RECURRING NONE");
            }
        }

        /** A new player seated in a role no player holds, written into the game file's players. */
        record Seat(String role, String name, String email, Optional<String> timeZone) implements Command {
            public String normalForm() {
                return "SEAT " + role + " " + name + " " + email + timeZone.map(z -> " TIME ZONE " + z).orElse("");
            }
        }

        record Pause() implements Command {
            public String normalForm() {
                return "PAUSE";
            }
        }

        record Resume() implements Command {
            public String normalForm() {
                return "RESUME";
            }
        }

        record RunNow() implements Command {
            public String normalForm() {
                return "RUN NOW";
            }
        }

        record Replace(String role, String name, String email) implements Command {
            public String normalForm() {
                return "REPLACE " + role + " " + name + " " + email;
            }
        }

        /** A standby put on the game's list by a moderator: {@code STANDBY ADD <name> <address>}. */
        record StandbyAdd(String name, String email) implements Command {
            public String normalForm() {
                return "STANDBY ADD " + name + " " + email;
            }
        }

        /** A standby taken off the list: {@code STANDBY REMOVE <name or address>}. */
        record StandbyRemove(String who) implements Command {
            public String normalForm() {
                return "STANDBY REMOVE " + who;
            }
        }

        /** The next standby takes the seat of {@code role}, through REPLACE: {@code APPROVE STANDBY <role>}. */
        record ApproveStandby(String role) implements Command {
            public String normalForm() {
                return "APPROVE STANDBY " + role;
            }
        }

        /**
         * {@code OFFICE <office> OF <state> TO <player>}, or {@code ... VACANT} when {@code to} is empty.
         * {@code words} is the office as written in normal form ("NAVAL MINISTER"); the game's ruleset says which
         * office id it names ({@code naval:US}).
         */
        record Office(String words, String state, Optional<String> to) implements Command {
            public String normalForm() {
                return "OFFICE " + words + " OF " + state + to.map(t -> " TO " + t).orElse(" VACANT");
            }
        }

        /** A new password for a seat, mailed to its registered address only; {@code who}: its role or name. */
        record ResetPassword(String who) implements Command {
            public String normalForm() {
                return "RESET PASSWORD " + who;
            }
        }

        /**
         * A correction of the position, {@code what} in the game's words ({@code UNIT US7IN MEN 450}), which its
         * ruleset reads when the command is carried out; {@code reason} is told to the players it concerns.
         */
        record Adjust(String what, String reason) implements Command {
            public String normalForm() {
                return "ADJUST " + what + " BECAUSE " + reason;
            }
        }

        /** {@code turn}: the turn as named ({@link #turnName}), empty for the last turn. */
        record Resend(String who, Optional<String> turn) implements Command {
            public String normalForm() {
                return "RESEND " + who + turn.map(t -> " " + t).orElse("");
            }
        }

        /** {@code turn}: the first turn run again, as named ({@link #turnName}). */
        record Rollback(String turn) implements Command {
            public String normalForm() {
                return "ROLLBACK TO " + turn;
            }
        }

        /** The start of a unit's orders for a rollback's re-run, up to {@link EndOrders}. */
        record Orders(String unit) implements Command {
            public String normalForm() {
                return "ORDERS " + unit.toUpperCase(Locale.ROOT);
            }
        }

        /**
         * Orders a moderator enters for a unit or a player's offices, with his reason, up to {@link EndOrders};
         * {@code orders} as written (empty while the line alone is read).
         */
        record OnBehalf(String target, String reason, List<String> orders) implements Command {
            public OnBehalf {
                orders = List.copyOf(orders);
            }

            public String normalForm() {
                return "ON BEHALF OF " + target.toUpperCase(Locale.ROOT) + " BECAUSE " + reason;
            }
        }

        record EndOrders() implements Command {
            public String normalForm() {
                return "END";
            }
        }

        record Announce(String text) implements Command {
            public String normalForm() {
                return "ANNOUNCE " + text;
            }
        }

        record EndGame() implements Command {
            public String normalForm() {
                return "END GAME";
            }
        }

        /** Publish the game's public history now; {@code rebuild}: every page drawn again, not only the missing. */
        record History(boolean rebuild) implements Command {
            public String normalForm() {
                return rebuild ? "HISTORY REBUILD" : "HISTORY";
            }
        }
    }

    /**
     * A moderator's commands as the robot carries them out: each command in order; {@code ORDERS <unit>} sections
     * become {@link Step.Edit}s of the ROLLBACK before them. The lines are those a moderator's mail queued, or those
     * the command line builds (the same words: see {@code docs/moderators.md}).
     */
    public record Script(List<Step> steps, List<String> problems) {
        public Script {
            steps = List.copyOf(steps);
            problems = List.copyOf(problems);
        }
    }

    /** One step of a {@link Script}. */
    public sealed interface Step {
        record Run(Command command) implements Step {
        }

        record Status() implements Step {
        }

        /** A unit's orders for the turn the ROLLBACK before it runs first, as written. */
        record Edit(String unit, List<String> lines) implements Step {
            public Edit {
                lines = List.copyOf(lines);
            }
        }
    }

    /** Reads a moderator's command lines; every line it cannot read is a problem, and nothing is carried out then. */
    public static Script script(List<String> lines) {
        List<Step> steps = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        String unit = null;
        Command.OnBehalf behalf = null;
        List<String> orders = new ArrayList<>();
        int n = 0;
        for (String raw : lines) {
            n++;
            String text = raw.strip();
            if (unit != null) {
                if (endsOrders(text)) {
                    steps.add(behalf != null ? new Step.Run(new Command.OnBehalf(behalf.target(), behalf.reason(),
                            orders)) : new Step.Edit(unit, orders));
                    unit = null;
                    behalf = null;
                    orders = new ArrayList<>();
                } else if (!text.isEmpty()) {
                    orders.add(text);
                }
                continue;
            }
            if (text.isEmpty()) {
                continue;
            }
            Line line = new Line(n, text);
            Optional<CoreLines.Read> read = read(line);
            if (read.isPresent() && read.get() instanceof CoreLines.Read.Command c) {
                if (c.command() instanceof Command.Orders o) {
                    unit = o.unit();
                } else if (c.command() instanceof Command.OnBehalf b) {
                    unit = b.target();
                    behalf = b;
                } else {
                    steps.add(new Step.Run(c.command()));
                }
            } else if (read.isPresent() && read.get() instanceof CoreLines.Read.Request r
                    && r.request() instanceof Request.Status) {
                steps.add(new Step.Status());
            } else if (read.isPresent() && read.get() instanceof CoreLines.Read.Refused r) {
                problems.add(r.problem().reason() + " (" + text + ")");
            } else {
                problems.add("not a moderator command: " + text);
            }
        }
        if (unit != null) {
            problems.add("the orders of " + unit + " have no END");
        }
        return new Script(steps, problems);
    }

    /** The request or command a line is, written wrong or not; empty when it is neither. */
    static Optional<CoreLines.Read> read(Line line) {
        return readRequest(line).or(() -> command(line, line.text().strip()));
    }

    /** The player's request a line is, written wrong or not; empty when it is none (a UNIT block's orders). */
    static Optional<CoreLines.Read> readRequest(Line line) {
        String t = line.text().strip();
        // Every request begins with one of these words; an order line (most of a mail) is known to be none without
        // trying six patterns on it.
        if (!startsWithAny(t, REQUEST_WORDS)) {
            return Optional.empty();
        }
        Matcher m;
        if (HELP.matcher(t).matches()) {
            return request(new Request.Help());
        }
        if (STATUS.matcher(t).matches()) {
            return request(new Request.Status());
        }
        if ((m = SEND_REPORTS.matcher(t)).matches()) {
            if (m.group(1) == null) {
                return request(new Request.SendReports(Optional.empty()));
            }
            return turnName(m.group(1)).map(n -> request(new Request.SendReports(Optional.of(n))))
                    .orElseGet(() -> refused(line, "write SEND REPORTS, or SEND REPORTS and the turn as the subject of "
                            + "its reports names it, e.g. SEND REPORTS TURN 3"));
        }
        if ((m = READY.matcher(t)).matches()) {
            return request(new Request.Ready(m.group(1) == null));
        }
        if ((m = VOTE_DRAW.matcher(t)).matches()) {
            return request(new Request.VoteDraw(m.group(1) == null));
        }
        if ((m = CONCEDE.matcher(t)).matches()) {
            return request(new Request.Concede(m.group(1) == null));
        }
        if (BACK.matcher(t).matches()) {
            return request(new Request.Back());
        }
        if (ABSENT_START.matcher(t).matches()) {
            m = ABSENT.matcher(t);
            if (!m.matches()) {
                return refused(line, ABSENT_FORM);
            }
            Optional<LocalDate> to = day(m.group(2));
            Optional<LocalDate> from = m.group(1) == null ? Optional.empty() : day(m.group(1));
            if (to.isEmpty() || (m.group(1) != null && from.isEmpty())) {
                return refused(line, "'" + shown(to.isEmpty() ? m.group(2) : m.group(1)) + "' is not a day: "
                        + ABSENT_FORM);
            }
            return request(new Request.Absent(from, to.get()));
        }
        if ((m = CONFIRM.matcher(t)).matches()) {
            return CODE.matcher(m.group(1)).matches() ? request(new Request.ConfirmAddress(m.group(1)))
                    : refused(line, "write CONFIRM ADDRESS and the code the robot mailed to your new address");
        }
        if ((m = ADDRESS.matcher(t)).matches()) {
            String email = m.group(1);
            return EmailAddress.isValid(email) ? request(new Request.Address(email))
                    : refused(line, "'" + shown(email) + "' is not a mail address: write e.g. ADDRESS "
                    + "me@example.org");
        }
        return Optional.empty();
    }

    private static Optional<LocalDate> day(String text) {
        try {
            return Optional.of(LocalDate.parse(text));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private static Optional<CoreLines.Read> command(Line line, String t) {
        Matcher m;
        Optional<CoreLines.Read> schedule = scheduleCommand(line, t);
        if (schedule.isPresent()) {
            return schedule;
        }
        if ((m = EXTEND.matcher(t)).matches()) {
            Optional<Duration> by = m.group(1) == null ? Optional.empty() : duration(m.group(1));
            return by.filter(d -> !d.isZero() && d.compareTo(Duration.ofDays(60)) <= 0)
                    .map(d -> command(new Command.Extend(d)))
                    .orElseGet(() -> refused(line, "write EXTEND and how long, e.g. EXTEND 24h or EXTEND 2 days "
                            + "(at most 60 days)"));
        }
        if (PAUSE.matcher(t).matches()) {
            return command(new Command.Pause());
        }
        if (RESUME.matcher(t).matches()) {
            return command(new Command.Resume());
        }
        if (RUN_NOW.matcher(t).matches()) {
            return command(new Command.RunNow());
        }
        if (REPLACE_START.matcher(t).matches()) {
            m = REPLACE.matcher(t);
            if (m.matches() && m.group(1) != null && EmailAddress.isValid(m.group(3))) {
                return command(new Command.Replace(m.group(1), m.group(2).strip(), m.group(3)));
            }
            return refused(line, "write REPLACE <role> <new player's name> <new player's address>, e.g. "
                    + "REPLACE taylor Winfield Scott scott@example.org");
        }
        if ((m = STANDBY_ADD.matcher(t)).matches()) {
            return m.group(1) != null && EmailAddress.isValid(m.group(2))
                    ? command(new Command.StandbyAdd(m.group(1).strip(), m.group(2)))
                    : refused(line, "write STANDBY ADD <name> <address>, e.g. STANDBY ADD Winfield Scott "
                    + "scott@example.org");
        }
        if ((m = STANDBY_REMOVE.matcher(t)).matches()) {
            return m.group(1) == null ? refused(line, "write STANDBY REMOVE <the standby's name or address>")
                    : command(new Command.StandbyRemove(m.group(1).strip()));
        }
        if ((m = APPROVE_STANDBY.matcher(t)).matches()) {
            return m.group(1) == null ? refused(line, "write APPROVE STANDBY <role>, e.g. APPROVE STANDBY taylor")
                    : command(new Command.ApproveStandby(m.group(1)));
        }
        if (OFFICE_START.matcher(t).matches()) {
            // Which offices there are is the game's to say (Ruleset.officeKind): the words are checked when the
            // command is carried out for its game.
            m = OFFICE.matcher(t);
            if (!m.matches()) {
                return refused(line, OFFICE_EXAMPLE);
            }
            String words = m.group(1).strip().toUpperCase(Locale.ROOT).replaceAll("\\s+", " ");
            return command(new Command.Office(words, m.group(2).toUpperCase(Locale.ROOT),
                    Optional.ofNullable(m.group(3))));
        }
        if ((m = ADJUST.matcher(t)).matches()) {
            // What may be corrected is the game's to say (Ruleset.adjust): the words are checked when carried out.
            return m.group(1) == null || m.group(2) == null || m.group(2).isEmpty()
                    ? refused(line, "write ADJUST <what> BECAUSE <reason>, e.g. ADJUST UNIT US7IN MEN 450 BECAUSE "
                    + "the returns of 12 May were misread")
                    : command(new Command.Adjust(m.group(1).strip().replaceAll("\\s+", " "), m.group(2)));
        }
        if ((m = RESET_PASSWORD.matcher(t)).matches()) {
            return m.group(1) == null ? refused(line, "write RESET PASSWORD <role>, e.g. RESET PASSWORD taylor")
                    : command(new Command.ResetPassword(m.group(1)));
        }
        if ((m = RESEND.matcher(t)).matches()) {
            if (m.group(1) == null || m.group(1).equalsIgnoreCase("TURN")) {
                return refused(line, "write RESEND <role>, or RESEND <role> TURN 3");
            }
            if (m.group(2) == null) {
                return command(new Command.Resend(m.group(1), Optional.empty()));
            }
            String who = m.group(1);
            return turnName(m.group(2)).map(n -> command(new Command.Resend(who, Optional.of(n))))
                    .orElseGet(() -> refused(line, "write RESEND <role> and the turn as the subject of its reports "
                            + "names it, e.g. RESEND taylor TURN 3"));
        }
        if ((m = ROLLBACK.matcher(t)).matches()) {
            return turnName(m.group(1)).map(n -> command(new Command.Rollback(n)))
                    .orElseGet(() -> refused(line, "write ROLLBACK TO and the turn as the subject of its reports names"
                            + " it, e.g. ROLLBACK TO TURN 3: that turn and every turn after it are run again"));
        }
        if (END_GAME.matcher(t).matches()) {
            return command(new Command.EndGame());
        }
        if ((m = HISTORY.matcher(t)).matches()) {
            return command(new Command.History(m.group(1) != null));
        }
        if ((m = ON_BEHALF.matcher(t)).matches()) {
            if (m.group(1) == null || m.group(2) == null || m.group(2).isEmpty()) {
                return refused(line, "write ON BEHALF OF <unit or role> BECAUSE <your reason>, then the orders on the"
                        + " lines after it, then END, e.g. ON BEHALF OF US2MC BECAUSE his mail is down");
            }
            return command(new Command.OnBehalf(m.group(1), m.group(2), List.of()));
        }
        if ((m = ORDERS.matcher(t)).matches()) {
            return command(new Command.Orders(m.group(1)));
        }
        if ((m = ANNOUNCE.matcher(t)).matches()) {
            String text = m.group(1).strip();
            return text.isEmpty() ? refused(line, "write ANNOUNCE and the text, e.g. ANNOUNCE No turn on Christmas Day")
                    : command(new Command.Announce(text));
        }
        return Optional.empty();
    }

    /** The commands that change the game file's schedule or players; empty when the line is none of them. */
    private static Optional<CoreLines.Read> scheduleCommand(Line line, String t) {
        Matcher m;
        String when = "a local date and time of the game's zone, e.g. ";
        if ((m = ADD_DEADLINE.matcher(t)).matches()) {
            return localTime(m.group(1)).map(at -> command(new Command.AddDeadline(at)))
                    .orElseGet(() -> refused(line, "write ADD DEADLINE and " + when + "ADD DEADLINE 2030-01-09 20:00"));
        }
        if ((m = REMOVE_DEADLINE.matcher(t)).matches()) {
            return localTime(m.group(1)).map(at -> command(new Command.RemoveDeadline(at)))
                    .orElseGet(() -> refused(line, "write REMOVE DEADLINE and the deadline as the game file lists "
                            + "it, e.g. REMOVE DEADLINE 2030-01-09 20:00"));
        }
        if ((m = DEADLINE.matcher(t)).matches()) {
            return localTime(m.group(1)).map(at -> command(new Command.SetDeadline(at)))
                    .orElseGet(() -> refused(line, "write DEADLINE and " + when + "DEADLINE 2030-01-09 20:00"));
        }
        if ((m = RECURRING.matcher(t)).matches()) {
            return recurring(m.group(1)).map(CommandLines::command).orElseGet(() -> refused(line, "write RECURRING "
                    + "and a Quartz cron rule of six or seven fields, optionally FIRST <day> and LAST <day>, e.g. "
                    + "RECURRING 0 0 20 ? * MON,THU FIRST 2030-01-17 LAST 2030-06-30; or RECURRING NONE"));
        }
        if (SEAT_START.matcher(t).matches()) {
            m = SEAT.matcher(t);
            if (m.matches() && m.group(1) != null && EmailAddress.isValid(m.group(3))) {
                return command(new Command.Seat(m.group(1), m.group(2).strip(), m.group(3),
                        Optional.ofNullable(m.group(4))));
            }
            return refused(line, "write SEAT <role> <new player's name> <his address>, optionally TIME ZONE <zone>, "
                    + "e.g. SEAT worth William Worth worth@example.org TIME ZONE America/New_York");
        }
        return Optional.empty();
    }

    /** "2030-01-09 20:00" (or with a T): a wall-clock time, read in the game's zone when carried out. */
    static Optional<java.time.LocalDateTime> localTime(String written) {
        if (written == null) {
            return Optional.empty();
        }
        Matcher m = LOCAL_TIME.matcher(written.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            String time = m.group(2).indexOf(':') == 1 ? "0" + m.group(2) : m.group(2);
            return Optional.of(java.time.LocalDateTime.parse(m.group(1) + "T" + time));
        } catch (java.time.format.DateTimeParseException e) {
            return Optional.empty();
        }
    }

    /** The words after RECURRING: NONE, or a cron rule's six or seven fields, then FIRST and LAST days. */
    private static Optional<Command> recurring(String rest) {
        if (rest == null || rest.isBlank()) {
            return Optional.empty();
        }
        List<String> words = List.of(rest.strip().split("\\s+"));
        if (words.size() == 1 && words.get(0).equalsIgnoreCase("NONE")) {
            return Optional.of(new Command.Recurring(Optional.empty(), Optional.empty(), Optional.empty()));
        }
        int fields = 0;
        while (fields < words.size() && !words.get(fields).equalsIgnoreCase("FIRST")
                && !words.get(fields).equalsIgnoreCase("LAST")) {
            fields++;
        }
        if (fields < 6 || fields > 7) {
            return Optional.empty();
        }
        Optional<java.time.LocalDate> first = Optional.empty();
        Optional<java.time.LocalDate> last = Optional.empty();
        for (int i = fields; i < words.size(); i += 2) {
            if (i + 1 >= words.size()) {
                return Optional.empty();
            }
            Optional<java.time.LocalDate> day;
            try {
                day = Optional.of(java.time.LocalDate.parse(words.get(i + 1)));
            } catch (java.time.format.DateTimeParseException e) {
                return Optional.empty();
            }
            if (words.get(i).equalsIgnoreCase("FIRST") && first.isEmpty()) {
                first = day;
            } else if (words.get(i).equalsIgnoreCase("LAST") && last.isEmpty()) {
                last = day;
            } else {
                return Optional.empty();
            }
        }
        return Optional.of(new Command.Recurring(Optional.of(String.join(" ", words.subList(0, fields))
                .toUpperCase(Locale.ROOT)), first, last));
    }

    /** A local time as the game file writes it: to the minute, with the seconds only when there are some. */
    public static String local(java.time.LocalDateTime at) {
        return at.toLocalDate() + " " + at.toLocalTime().withNano(0);
    }

    /** {@code END} after an {@code ORDERS} line closes the unit's orders (and not the block). */
    static boolean endsOrders(String line) {
        return END_ORDERS.matcher(line.strip()).matches();
    }

    /**
     * Whether a line opens a unit's orders in a moderator's block ({@code ORDERS US7IN}, {@code ON BEHALF OF US7IN
     * BECAUSE ...}).
     */
    static boolean opensOrders(String line) {
        return ORDERS.matcher(line.strip()).matches() || ON_BEHALF.matcher(line.strip()).matches();
    }

    /** "24h", "2 days", "90 minutes"; empty when it is none. */
    public static Optional<Duration> duration(String text) {
        Matcher m = DURATION.matcher(text.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        long n = Long.parseLong(m.group(1));
        String unit = m.group(2).toLowerCase(Locale.ROOT);
        return Optional.of(unit.startsWith("m") ? Duration.ofMinutes(n) : unit.startsWith("h") ? Duration.ofHours(n)
                : Duration.ofDays(n));
    }

    static String words(Duration d) {
        return org.adjutant.game.NextDeadline.words(d);
    }

    /**
     * A turn as written after SEND REPORTS, RESEND or ROLLBACK TO, in one form for the answer and the audit log
     * ("CAMPAIGN 1, TURN 3", "TURN 3" for a bare "3"); empty when it does not read as a turn's name. Which turn it
     * names is the game's to say ({@code HostedGame.turnNamed}).
     */
    static Optional<String> turnName(String written) {
        String t = written.strip();
        Matcher m = TURN_NAME.matcher(t);
        if (t.length() > 40 || !m.matches() || m.group(1) == null && m.group(2) == null && m.group(3) == null
                || m.group(1) != null && m.group(1).equalsIgnoreCase("TURN")) {
            return Optional.empty();
        }
        if (m.group(3) != null) {
            return Optional.of("TURN " + Integer.parseInt(m.group(3)));
        }
        return Optional.of(t.toUpperCase(Locale.ROOT).replaceAll("\\s*,\\s*", ", ").replaceAll("([A-Z])(\\d)", "$1 $2")
                .replaceAll("\\s+", " "));
    }

    private static Optional<CoreLines.Read> request(Request r) {
        return Optional.of(new CoreLines.Read.Request(r));
    }

    private static Optional<CoreLines.Read> command(Command c) {
        return Optional.of(new CoreLines.Read.Command(c));
    }

    private static Optional<CoreLines.Read> refused(Line line, String why) {
        return Optional.of(new CoreLines.Read.Refused(Problem.at(line, why)));
    }

    private static String shown(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "...";
    }
}
