package org.adjutant.gitm.economy;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.Projection;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;

/**
 * The reply's view of a block's money (docs/rules/sow.md section 18.3): the block's orders are paid, in the order of
 * the deadline's steps (O7 reinforcements and O9 builds as the forces rules count them, then O10 works, O11
 * purchases, O12 payments), from a fresh {@link Exchequer} on the position orders are checked
 * against, through the same code the deadline runs ({@link Purchases#buy}, {@link Shortfall}). The orders the state's
 * other officers have queued for the turn arrived earlier, so in every step they are paid first, as the deadline will
 * (section 18.4). A refusal names the sums, and the other officers' orders when they were counted; an accepted block
 * that spends gets a note with the treasury it leaves. Income and upkeep come at the end of the turn and are not
 * counted, and the note says so.
 */
public final class OrdersProjection {
    /**
     * The other officers' queued orders of the state, counted before the block's.
     *
     * @param by      the role slot that gave each order
     * @param orders  their orders, blocks in arrival order, lines as written
     * @param earlier what their reinforcements and builds (O7, O9) spend, by the ledger's kind
     */
    public record Queued(List<String> by, List<OfficeOrder> orders, Map<LedgerLine.Kind, Integer> earlier) {
        public static final Queued NONE = new Queued(List.of(), List.of(), Map.of());

        public Queued {
            by = List.copyOf(by);
            orders = List.copyOf(orders);
            earlier = Map.copyOf(earlier);
            if (by.size() != orders.size()) {
                throw new IllegalArgumentException("one giver per order");
            }
        }

        /** The role slots, in the order their blocks arrived, each once. */
        public List<String> roles() {
            return by.stream().distinct().toList();
        }
    }

    private OrdersProjection() {
    }

    public static Projection project(GitmState start, StrategicMap map, String state, List<OfficeOrder> orders) {
        return project(start, map, state, orders, Map.of(), Queued.NONE);
    }

    /**
     * A refusal of a block's order that the other officers' queued orders helped to cause, saying so: "...: 30 short
     * (SoW 6); counted first: the orders trigueros sent earlier this turn, 100 Cr (docs/rules/sow.md 18.4)".
     */
    public static String countedFirst(String refusal, List<String> roles, int crowns) {
        return refusal + "; counted first: the orders " + String.join(" and ", roles) + " sent earlier this turn, "
                + crowns + " Cr (docs/rules/sow.md 18.4)";
    }

    /**
     * @param earlier what the block's reinforcements and builds (O7, O9, judged by the forces rules) spend before its
     *                works, purchases and payments, by the ledger's kind
     * @param queued  the state's other officers' orders queued for the turn, paid before the block's in each step
     */
    public static Projection project(GitmState start, StrategicMap map, String state, List<OfficeOrder> orders,
                                     Map<LedgerLine.Kind, Integer> earlier, Queued queued) {
        Polity polity = start.states().get(state);
        if (polity == null) {
            return Projection.NONE;
        }
        Exchequer exchequer = new Exchequer(start);
        Map<LedgerLine.Kind, Integer> theirs = new EnumMap<>(LedgerLine.Kind.class);
        Map<LedgerLine.Kind, Integer> ours = new EnumMap<>(LedgerLine.Kind.class);
        debitEarlier(exchequer, state, queued.earlier(), theirs);
        debitEarlier(exchequer, state, earlier, ours);
        List<OfficeOrder> joined = new ArrayList<>(queued.orders());
        joined.addAll(orders);
        int own = queued.orders().size();
        Map<Integer, String> problems = new TreeMap<>();
        Map<String, Integer> bought = new TreeMap<>();
        Map<String, Integer> paidTo = new TreeMap<>();
        Map<String, Integer> theyPaidTo = new TreeMap<>();
        List<String> fortified = new ArrayList<>();
        Board board = null;
        for (int i = 0; i < joined.size(); i++) {
            if (joined.get(i) instanceof OfficeOrder.Fortify fortify) {
                board = board != null ? board : Board.of(start, map);
                int before = exchequer.balance(state);
                FortWorks.Result r = Fortifying.begin(board, exchequer, state, fortify, false);
                count(i < own ? theirs : ours, LedgerLine.Kind.WORKS, before - exchequer.balance(state));
                if (r.refusal().isPresent()) {
                    problems.put(i, r.refusal().get());
                } else if (i >= own) {
                    fortified.add(r.quote().orElseThrow().city());
                }
            }
        }
        for (int i = 0; i < joined.size(); i++) {
            if (joined.get(i) instanceof OfficeOrder.BuySupplies buy) {
                int at = i;
                int before = exchequer.balance(state);
                Purchases.buy(start, map, exchequer, state, buy, bought).refusal()
                        .ifPresent(why -> problems.put(at, why));
                count(i < own ? theirs : ours, LedgerLine.Kind.PURCHASED, before - exchequer.balance(state));
            }
        }
        for (int i = 0; i < joined.size(); i++) {
            if (joined.get(i) instanceof OfficeOrder.Pay pay) {
                int at = i;
                Map<String, Integer> to = i < own ? theyPaidTo : paidTo;
                Map<LedgerLine.Kind, Integer> by = i < own ? theirs : ours;
                Shortfall.of(exchequer, state, pay.normalForm(), pay.crowns(), "SoW-2018 2.1").ifPresentOrElse(
                        why -> problems.put(at, why),
                        () -> {
                            exchequer.debit(state, LedgerLine.Kind.PAID, pay.normalForm(), pay.crowns());
                            count(by, LedgerLine.Kind.PAID, pay.crowns());
                            to.merge(payee(start, pay.to()), pay.crowns(), Integer::sum);
                        });
            }
        }
        // The other officers' orders that would fail now are theirs to hear of at the deadline: only the block's
        // own problems are reported, and those the block would not have alone name the others' orders.
        int othersSpend = sum(theirs);
        Map<Integer, String> alone = own == 0 ? Map.of()
                : project(start, map, state, orders, earlier, Queued.NONE).problems();
        Map<Integer, String> ownProblems = new TreeMap<>();
        problems.forEach((i, why) -> {
            if (i >= own) {
                ownProblems.put(i - own, own == 0 || alone.containsKey(i - own) ? why
                        : countedFirst(why, queued.roles(), othersSpend));
            }
        });
        if (ownProblems.isEmpty() && own > 0) {
            spoiled(start, map, state, orders, queued, problems).ifPresent(why -> ownProblems.put(
                    firstSpender(orders), why));
        }
        if (!ownProblems.isEmpty() || sum(ours) == 0) {
            return new Projection(ownProblems, List.of());
        }
        List<String> notes = notes(exchequer, polity, ours, paidTo, queued.roles(), theirs, theyPaidTo);
        for (String city : fortified) {
            notes.add("Works at " + city + " begin only if no hostile unit stands in its square at the deadline"
                    + " (SoW 7).");
        }
        return new Projection(ownProblems, notes);
    }

    /**
     * Section 18.4: a later block must not take the money an earlier block of another officer counts on. The
     * deadline pays kind by kind (builds, works, purchases, payments), so a block's purchase can come before an
     * earlier block's payment; when the block makes such an order fail that would pass without it, it is refused.
     */
    private static java.util.Optional<String> spoiled(GitmState start, StrategicMap map, String state,
                                                     List<OfficeOrder> orders, Queued queued,
                                                     Map<Integer, String> problems) {
        Map<Integer, String> theirsAlone = project(start, map, state, queued.orders(), queued.earlier(), Queued.NONE)
                .problems();
        for (Map.Entry<Integer, String> p : problems.entrySet()) {
            int i = p.getKey();
            if (i < queued.orders().size() && !theirsAlone.containsKey(i)) {
                return java.util.Optional.of("with this block, " + queued.by().get(i) + "'s "
                        + queued.orders().get(i).normalForm() + ", sent earlier this turn, would not be carried out at"
                        + " the deadline: " + p.getValue() + " (docs/rules/sow.md 18.4)");
            }
        }
        return java.util.Optional.empty();
    }

    /** The block's first order that spends money, where a refusal for the block as a whole is reported. */
    private static int firstSpender(List<OfficeOrder> orders) {
        for (int i = 0; i < orders.size(); i++) {
            OfficeOrder o = orders.get(i);
            if (o instanceof OfficeOrder.Raise || o instanceof OfficeOrder.Reinforce || o instanceof OfficeOrder.Fortify
                    || o instanceof OfficeOrder.BuySupplies || o instanceof OfficeOrder.Pay
                    || o instanceof OfficeOrder.RaiseTransport || o instanceof OfficeOrder.RaiseWarship) {
                return i;
            }
        }
        return 0;
    }

    private static void debitEarlier(Exchequer exchequer, String state, Map<LedgerLine.Kind, Integer> earlier,
                                     Map<LedgerLine.Kind, Integer> by) {
        new TreeMap<>(earlier).forEach((kind, crowns) -> {
            int debit = Math.min(crowns, exchequer.balance(state));
            if (debit > 0) {
                exchequer.debit(state, kind, kind == LedgerLine.Kind.BUILDS ? "units raised" : "reinforcements",
                        debit);
                count(by, kind, debit);
            }
        });
    }

    private static void count(Map<LedgerLine.Kind, Integer> by, LedgerLine.Kind kind, int crowns) {
        if (crowns > 0) {
            by.merge(kind, crowns, Integer::sum);
        }
    }

    private static int sum(Map<LedgerLine.Kind, Integer> by) {
        return by.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** The payee's id, however the order named it (the arrival check has made sure it is a state of the game). */
    private static String payee(GitmState start, String named) {
        return start.states().values().stream()
                .filter(q -> q.id().equalsIgnoreCase(named.strip()) || q.name().equalsIgnoreCase(named.strip()))
                .map(Polity::id).findFirst().orElse(named.strip());
    }

    private static List<String> notes(Exchequer exchequer, Polity polity, Map<LedgerLine.Kind, Integer> ours,
                                      Map<String, Integer> paidTo, List<String> roles,
                                      Map<LedgerLine.Kind, Integer> theirs, Map<String, Integer> theyPaidTo) {
        String state = polity.id();
        String spend = "These orders spend " + sum(ours) + " (" + parts(ours, paidTo) + ")";
        if (sum(theirs) > 0) {
            spend = "The orders " + String.join(" and ", roles) + " sent earlier this turn spend " + sum(theirs)
                    + " (" + parts(theirs, theyPaidTo) + "), paid first; these orders spend " + sum(ours) + " ("
                    + parts(ours, paidTo) + ")";
        }
        List<String> notes = new ArrayList<>();
        notes.add(state + "'s treasury: " + exchequer.opening(state) + " Cr now. " + spend + " and leave "
                + exchequer.balance(state) + " Cr before this turn's income and upkeep.");
        if (!polity.minister().equals(polity.treasurer())) {
            notes.add("Orders other officers of " + state + " send after this block are paid after it; sent again,"
                    + " this block goes after theirs (docs/rules/sow.md 18.4).");
        }
        return notes;
    }

    /** "reinforcements 120, units raised 80, works 600, supplies 100, paid to JAL 100", the kinds in step order. */
    private static String parts(Map<LedgerLine.Kind, Integer> by, Map<String, Integer> paidTo) {
        List<String> parts = new ArrayList<>();
        addPart(parts, "reinforcements", by.get(LedgerLine.Kind.REINFORCEMENTS));
        addPart(parts, "units raised", by.get(LedgerLine.Kind.BUILDS));
        addPart(parts, "works", by.get(LedgerLine.Kind.WORKS));
        addPart(parts, "supplies", by.get(LedgerLine.Kind.PURCHASED));
        paidTo.forEach((to, sum) -> parts.add("paid to " + to + " " + sum));
        return String.join(", ", parts);
    }

    private static void addPart(List<String> parts, String name, Integer crowns) {
        if (crowns != null && crowns > 0) {
            parts.add(name + " " + crowns);
        }
    }
}
