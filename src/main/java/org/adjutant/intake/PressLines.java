package org.adjutant.intake;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;

/**
 * The letters of a PLAYER block (docs/players.md, "Press"): from {@code PRESS TO <roles>} (or {@code PRESS TO ALL},
 * or {@code PRESS REPLY <code>}) to {@code END PRESS}. The lines between are the letter's text, taken as written:
 * none of them is read as an order or a request. Everything outside the letters is left for the block's other lines.
 */
final class PressLines {
    private static final Pattern TO = Pattern.compile("(?i)PRESS\\s+TO\\s*[:=]?\\s*(.*)");
    private static final Pattern REPLY = Pattern.compile("(?i)PRESS\\s+REPLY\\s*[:=]?\\s*(.*)");
    private static final Pattern END = Pattern.compile("(?i)END\\s+PRESS");
    /** What opens or closes a letter: never taken for a signature (see {@link SignOff}). */
    static final Pattern START = Pattern.compile("(?i)(PRESS\\s+(TO|REPLY)\\b|END\\s+PRESS\\s*$).*");
    private static final Pattern ROLE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,63}");
    private static final Pattern CODE = Pattern.compile("[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}");

    private PressLines() {
    }

    /** Who a letter goes to, as written. */
    sealed interface Target {
        /** Roles as written, in the order given, each once. */
        record Roles(List<String> roles) implements Target {
            public Roles {
                roles = List.copyOf(roles);
            }
        }

        record Everyone() implements Target {
        }

        /** The letter whose reply code this is: back to whoever wrote it, signed or not. */
        record Reply(String code) implements Target {
        }
    }

    /** One letter: its first line ({@code PRESS TO ...}), who it goes to, and its text. */
    record Letter(Line header, Target target, List<String> text) {
        Letter {
            text = List.copyOf(text);
        }

        /** The letter's text as one piece, its lines joined, trailing blank lines left out. */
        String body() {
            return String.join("\n", text).stripTrailing();
        }

        /** How the answer names it: "PRESS TO polk, marcy (line 3)". */
        String normalForm() {
            String to = target instanceof Target.Roles r ? "PRESS TO " + String.join(", ", r.roles())
                    : target instanceof Target.Reply r ? "PRESS REPLY " + r.code() : "PRESS TO ALL";
            return to + " (line " + header.number() + ")";
        }
    }

    /** The block's lines outside its letters, the letters, and what is wrong with how they are written. */
    record Split(List<Line> rest, List<Letter> letters, List<Problem> problems) {
        Split {
            rest = List.copyOf(rest);
            letters = List.copyOf(letters);
            problems = List.copyOf(problems);
        }
    }

    /**
     * {@code afterBlank}: the numbers of the lines that follow a blank line in the mail (the block's body holds no
     * blank lines), so that a letter keeps its paragraphs.
     */
    static Split split(List<Line> body, java.util.Set<Integer> afterBlank) {
        List<Line> rest = new ArrayList<>();
        List<Letter> letters = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        Line open = null;
        Optional<Target> target = Optional.empty();
        List<String> text = new ArrayList<>();
        for (Line line : body) {
            String t = line.text().strip();
            if (open != null) {
                if (END.matcher(t).matches()) {
                    if (text.stream().allMatch(String::isBlank)) {
                        problems.add(Problem.at(open, "this letter has no text: write it between the PRESS line and "
                                + "END PRESS"));
                    } else {
                        if (target.isPresent()) {
                            letters.add(new Letter(open, target.get(), text));
                        }
                    }
                    open = null;
                    text = new ArrayList<>();
                } else {
                    if (afterBlank.contains(line.number()) && !text.isEmpty()) {
                        text.add("");
                    }
                    text.add(line.text().stripTrailing());
                }
                continue;
            }
            if (END.matcher(t).matches()) {
                problems.add(Problem.at(line, "END PRESS without a PRESS TO line before it"));
                continue;
            }
            if (!REPLY.matcher(t).matches() && !TO.matcher(t).matches()) {
                rest.add(line);
                continue;
            }
            open = line;
            target = header(line, t, problems);
        }
        if (open != null) {
            problems.add(Problem.at(open, "this letter has no END PRESS: end its text with a line END PRESS "
                    + "(nothing was sent)"));
        }
        return new Split(rest, letters, problems);
    }

    /** Whether a line opens or closes a letter. */
    static boolean starts(String line) {
        return START.matcher(line.strip()).matches();
    }

    /** The target a {@code PRESS TO} or {@code PRESS REPLY} line names; empty, with a problem, when written wrong. */
    private static Optional<Target> header(Line line, String t, List<Problem> problems) {
        Matcher m;
        if ((m = REPLY.matcher(t)).matches()) {
            String code = m.group(1).strip();
            if (!CODE.matcher(code).matches()) {
                problems.add(Problem.at(line, "write PRESS REPLY and the code the letter you answer gives, e.g. "
                        + "PRESS REPLY K7QX-M2PA"));
                return Optional.empty();
            }
            String plain = code.replace("-", "").toUpperCase(Locale.ROOT);
            return Optional.of(new Target.Reply(plain.substring(0, 4) + "-" + plain.substring(4)));
        }
        m = TO.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a PRESS line: " + t);
        }
        List<String> words = Arrays.stream(m.group(1).split("[\\s,;]+")).filter(w -> !w.isBlank())
                .filter(w -> !w.equalsIgnoreCase("AND")).toList();
        if (words.isEmpty()) {
            problems.add(Problem.at(line, "write PRESS TO and the roles it goes to (PRESS TO polk, marcy) or "
                    + "PRESS TO ALL"));
            return Optional.empty();
        }
        if (words.stream().anyMatch(w -> w.equalsIgnoreCase("ALL"))) {
            if (words.size() > 1) {
                problems.add(Problem.at(line, "PRESS TO ALL goes to every player: name no role beside it"));
                return Optional.empty();
            }
            return Optional.of(new Target.Everyone());
        }
        List<String> roles = new ArrayList<>();
        for (String w : words) {
            if (!ROLE.matcher(w).matches()) {
                String shown = w.length() <= 40 ? w : w.substring(0, 40) + "...";
                problems.add(Problem.at(line, "'" + shown + "' is not a role: a letter goes to roles as the welcome "
                        + "mails name them (e.g. polk), never to an address"));
                return Optional.empty();
            }
            if (roles.stream().noneMatch(w::equalsIgnoreCase)) {
                roles.add(w);
            }
        }
        return Optional.of(new Target.Roles(roles));
    }
}
