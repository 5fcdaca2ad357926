package org.adjutant.gitm.order;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;

/**
 * Reads the body of an order block into GITM orders. Never throws for anything a mail may contain: everything it
 * cannot understand becomes a {@link Problem} naming the mail line, and the problems of a block are capped.
 *
 * <p>Per line: text after {@code #} is a comment; quoted lines ({@code >}) and blank lines are skipped; a signature
 * line ({@code --}) ends the block; lines the core handles (UNIT, PLAYER, PASSWORD, NEW PASSWORD, ASSIGN, CHECK) are
 * skipped and END ends the block. The rest is words, separated by spaces and {@code , ; : =}, keywords in any case.
 * A line may hold several orders one after the other ({@code MOVE TO 5-9 PHASE 2 ENGAGE PHASES 3-4 LINE FIRST}).
 *
 * <p>After reading, the block is checked as a whole for repeated and contradictory orders. Checks that need the
 * game state are {@link StateChecks}'s.
 */
public final class OrderParser {
    /** Mail lines are at most 998 characters (RFC 5322); a longer one is not a line of orders. */
    public static final int MAX_LINE_LENGTH = 1000;
    /** No unit needs more orders than this in a turn; past it the block is refused rather than read on. */
    public static final int MAX_ORDERS = 100;

    private OrderParser() {
    }

    /** The orders of a UNIT block, given by the unit's commander or deputy. */
    public static ParsedBlock<UnitOrder> parseUnitBlock(List<Line> body) {
        return parseUnitBlock(body, new ProblemList());
    }

    /** As {@link #parseUnitBlock(List)}, collecting problems into a list later checks add to. */
    static ParsedBlock<UnitOrder> parseUnitBlock(List<Line> body, ProblemList problems) {
        List<OrderAt<UnitOrder>> orders = read(body, UnitGrammar.INSTANCE, problems);
        BlockChecks.unit(orders, problems);
        return new ParsedBlock<>(orders, problems.toList());
    }

    /** The orders of a PLAYER block, given by an office. */
    public static ParsedBlock<OfficeOrder> parseOfficeBlock(List<Line> body) {
        return parseOfficeBlock(body, new ProblemList());
    }

    static ParsedBlock<OfficeOrder> parseOfficeBlock(List<Line> body, ProblemList problems) {
        List<OrderAt<OfficeOrder>> orders = read(body, OfficeGrammar.INSTANCE, problems);
        BlockChecks.common(orders, problems);
        return new ParsedBlock<>(orders, problems.toList());
    }

    /** One line as a unit order: handy for reading a stored normal form back. */
    public static Optional<UnitOrder> parseUnitOrder(String text) {
        ParsedBlock<UnitOrder> b = parseUnitBlock(List.of(new Line(1, text)));
        return b.isClean() && b.orders().size() == 1 ? Optional.of(b.orders().get(0).order()) : Optional.empty();
    }

    /** One line as an office order. */
    public static Optional<OfficeOrder> parseOfficeOrder(String text) {
        ParsedBlock<OfficeOrder> b = parseOfficeBlock(List.of(new Line(1, text)));
        return b.isClean() && b.orders().size() == 1 ? Optional.of(b.orders().get(0).order()) : Optional.empty();
    }

    private static <O extends GitmOrder> List<OrderAt<O>> read(List<Line> body, Grammar<O> grammar,
                                                               ProblemList problems) {
        List<OrderAt<O>> orders = new ArrayList<>();
        if (body == null) {
            return orders;
        }
        boolean tooMany = false;
        for (Line line : body) {
            if (line == null) {
                continue;
            }
            String text = line.text();
            if (text.length() > MAX_LINE_LENGTH) {
                problems.add(line.number(), "this line is " + text.length() + " characters long; a line of orders"
                        + " has at most " + MAX_LINE_LENGTH);
                continue;
            }
            LineKind kind = LineKind.of(text);
            if (kind == LineKind.END) {
                break;
            }
            if (kind != LineKind.ORDERS || tooMany) {
                continue;
            }
            Words words = Words.of(withoutComment(text));
            if (words.atEnd() || Grammar.CORE_WORDS.contains(words.peek())) {
                continue;
            }
            List<O> found = new ArrayList<>(2);
            try {
                grammar.readLine(words, found::add);
            } catch (Rejection r) {
                problems.add(line.number(), r.reason());
                continue;
            } catch (RuntimeException unexpected) {
                // A parser bug must cost the player one line, never the whole mail.
                problems.add(line.number(), "this line could not be read");
                continue;
            }
            for (O o : found) {
                if (orders.size() >= MAX_ORDERS) {
                    tooMany = true;
                    problems.add(line.number(),
                            "a block holds at most " + MAX_ORDERS + " orders; the rest is not read");
                    break;
                }
                orders.add(new OrderAt<>(line.number(), o));
            }
        }
        return orders;
    }

    private static String withoutComment(String text) {
        int hash = text.indexOf('#');
        return hash >= 0 ? text.substring(0, hash) : text;
    }

    /** How a raw line is treated before its words are read. */
    enum LineKind {
        ORDERS, SKIPPED, END;

        static LineKind of(String text) {
            String t = text.strip();
            if (t.isEmpty() || t.startsWith(">")) {
                return SKIPPED;
            }
            if (t.equals("--") || t.equalsIgnoreCase("END")) {
                return END;
            }
            return ORDERS;
        }
    }

    /** Repeated and contradictory orders within one block, and orders that exclude each other. */
    static final class BlockChecks {
        private BlockChecks() {
        }

        static <O extends GitmOrder> void common(List<OrderAt<O>> orders, ProblemList problems) {
            // Orders are records, so equal orders are repeats; the normal form is built only to word a problem.
            Map<String, OrderAt<O>> bySlot = new HashMap<>();
            Map<O, OrderAt<O>> seen = new HashMap<>();
            for (OrderAt<O> o : orders) {
                OrderAt<O> same = seen.putIfAbsent(o.order(), o);
                if (same != null) {
                    problems.add(o.line(), o.order().normalForm() + " repeats " + where(same)
                            + "; give each order once");
                    continue;
                }
                Optional<String> slot = o.order().slot();
                if (slot.isPresent()) {
                    OrderAt<O> earlier = bySlot.putIfAbsent(slot.get(), o);
                    if (earlier != null) {
                        problems.add(o.line(), o.order().normalForm() + " contradicts " + where(earlier) + " ("
                                + earlier.order().normalForm() + "): both set the " + slot.get()
                                + "; keep only the one you mean");
                    }
                }
            }
        }

        static void unit(List<OrderAt<UnitOrder>> orders, ProblemList problems) {
            common(orders, problems);
            boolean evades = orders.stream().anyMatch(o -> o.order() instanceof UnitOrder.Offensive off
                    && off.attitude() == OffensiveAttitude.EVADE);
            if (evades) {
                for (OrderAt<UnitOrder> o : orders) {
                    if (o.order() instanceof UnitOrder.Intercept) {
                        problems.add(o.line(), "a unit whose offensive posture is EVADE cannot intercept (GITM 8.11)");
                    }
                }
            }
        }

        private static String where(OrderAt<?> o) {
            return "line " + o.line();
        }
    }
}
