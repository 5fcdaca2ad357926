package org.adjutant.gitm.economy;

import java.util.ArrayList;
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
 * against, through the same code the deadline runs ({@link Purchases#buy}, {@link Shortfall}). A refusal names the
 * sums; an accepted block that spends gets a note with the treasury it leaves. Income and upkeep come at the end of the
 * turn and are not counted, and the note says so.
 */
public final class OrdersProjection {
    private OrdersProjection() {
    }

    public static Projection project(GitmState start, StrategicMap map, String state, List<OfficeOrder> orders) {
        return project(start, map, state, orders, Map.of());
    }

    /**
     * @param earlier what the block's reinforcements and builds (O7, O9, judged by the forces rules) spend before its
     *                works, purchases and payments, by the ledger's kind
     */
    public static Projection project(GitmState start, StrategicMap map, String state, List<OfficeOrder> orders,
                                     Map<LedgerLine.Kind, Integer> earlier) {
        Polity polity = start.states().get(state);
        if (polity == null) {
            return Projection.NONE;
        }
        Exchequer exchequer = new Exchequer(start);
        new TreeMap<>(earlier).forEach((kind, crowns) -> {
            if (crowns > 0) {
                exchequer.debit(state, kind, kind == LedgerLine.Kind.BUILDS ? "units raised" : "reinforcements",
                        Math.min(crowns, exchequer.balance(state)));
            }
        });
        Map<Integer, String> problems = new TreeMap<>();
        Map<String, Integer> bought = new TreeMap<>();
        Map<String, Integer> paidTo = new TreeMap<>();
        List<String> fortified = new ArrayList<>();
        Board board = null;
        for (int i = 0; i < orders.size(); i++) {
            if (orders.get(i) instanceof OfficeOrder.Fortify fortify) {
                board = board != null ? board : Board.of(start, map);
                FortWorks.Result r = Fortifying.begin(board, exchequer, state, fortify, false);
                if (r.refusal().isPresent()) {
                    problems.put(i, r.refusal().get());
                } else {
                    fortified.add(r.quote().orElseThrow().city());
                }
            }
        }
        for (int i = 0; i < orders.size(); i++) {
            if (orders.get(i) instanceof OfficeOrder.BuySupplies buy) {
                int at = i;
                Purchases.buy(start, map, exchequer, state, buy, bought).refusal()
                        .ifPresent(why -> problems.put(at, why));
            }
        }
        for (int i = 0; i < orders.size(); i++) {
            if (orders.get(i) instanceof OfficeOrder.Pay pay) {
                int at = i;
                Shortfall.of(exchequer, state, pay.normalForm(), pay.crowns(), "SoW-2018 2.1").ifPresentOrElse(
                        why -> problems.put(at, why),
                        () -> {
                            exchequer.debit(state, LedgerLine.Kind.PAID, pay.normalForm(), pay.crowns());
                            paidTo.merge(payee(start, pay.to()), pay.crowns(), Integer::sum);
                        });
            }
        }
        if (!problems.isEmpty() || exchequer.ledger(state).isEmpty()) {
            return new Projection(problems, List.of());
        }
        List<String> notes = notes(exchequer, polity, paidTo);
        for (String city : fortified) {
            notes.add("Works at " + city + " begin only if no hostile unit stands in its square at the deadline"
                    + " (SoW 7).");
        }
        return new Projection(problems, notes);
    }

    /** The payee's id, however the order named it (the arrival check has made sure it is a state of the game). */
    private static String payee(GitmState start, String named) {
        return start.states().values().stream()
                .filter(q -> q.id().equalsIgnoreCase(named.strip()) || q.name().equalsIgnoreCase(named.strip()))
                .map(Polity::id).findFirst().orElse(named.strip());
    }

    private static List<String> notes(Exchequer exchequer, Polity polity, Map<String, Integer> paidTo) {
        String state = polity.id();
        int builds = -exchequer.total(state, LedgerLine.Kind.BUILDS);
        int reinforcements = -exchequer.total(state, LedgerLine.Kind.REINFORCEMENTS);
        int works = -exchequer.total(state, LedgerLine.Kind.WORKS);
        int purchases = -exchequer.total(state, LedgerLine.Kind.PURCHASED);
        int paid = -exchequer.total(state, LedgerLine.Kind.PAID);
        List<String> parts = new ArrayList<>();
        if (reinforcements > 0) {
            parts.add("reinforcements " + reinforcements);
        }
        if (builds > 0) {
            parts.add("units raised " + builds);
        }
        if (works > 0) {
            parts.add("works " + works);
        }
        if (purchases > 0) {
            parts.add("supplies " + purchases);
        }
        paidTo.forEach((to, sum) -> parts.add("paid to " + to + " " + sum));
        List<String> notes = new ArrayList<>();
        notes.add(state + "'s treasury: " + exchequer.opening(state) + " Cr now. These orders spend "
                + (reinforcements + builds + works + purchases + paid) + " (" + String.join(", ", parts) + ") and leave " + exchequer.balance(state)
                + " Cr before this turn's income and upkeep.");
        if (!polity.minister().equals(polity.treasurer())) {
            notes.add("Other officers of " + state + " may spend this turn too; their orders are not counted here.");
        }
        return notes;
    }
}
