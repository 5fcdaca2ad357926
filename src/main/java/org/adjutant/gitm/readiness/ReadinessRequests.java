package org.adjutant.gitm.readiness;

import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.gitm.event.ReadinessOrderedBy;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * This turn's ACTIVATE and INACTIVATE orders, one request per unit (GITM 11.1). A unit's own order (commander or
 * deputy, UNIT block) and an office's order about it (PLAYER block) are one request: when both are given the office's
 * stands, since the War Minister commands the state's forces and the commander serves under him (designed,
 * docs/rules/gitm-10-supply.md section 12). Offices are read in role-id order; the first office to name a unit is the
 * one that counts (only one office of a state gives these orders today: its War Minister).
 */
final class ReadinessRequests {
    /** What one unit was ordered to do about its readiness, and by whom. */
    record Request(UnitId unit, boolean activate, ReadinessOrderedBy by) {
        /** The order as its giver wrote it, in normal form. */
        String order() {
            String word = activate ? "ACTIVATE" : "INACTIVATE";
            return by == ReadinessOrderedBy.COMMANDER ? word : word + " " + unit;
        }
    }

    private final SortedMap<UnitId, Request> requests;

    private ReadinessRequests(SortedMap<UnitId, Request> requests) {
        this.requests = Collections.unmodifiableSortedMap(requests);
    }

    /** The turn's requests, read once from the frozen orders and kept for the steps that follow. */
    static ReadinessRequests of(TurnContext turn) {
        return turn.attachment(ReadinessRequests.class, () -> read(turn));
    }

    /** The requests in unit-id order. */
    List<Request> all() {
        return List.copyOf(requests.values());
    }

    private static ReadinessRequests read(TurnContext turn) {
        Board board = turn.board();
        SortedMap<UnitId, Request> found = new TreeMap<>();
        for (Unit u : board.units()) {
            for (String line : turn.orders(u.id())) {
                commanderOrder(line).ifPresent(activate ->
                        found.put(u.id(), new Request(u.id(), activate, ReadinessOrderedBy.COMMANDER)));
            }
        }
        SortedMap<UnitId, Request> byOffice = new TreeMap<>();
        for (Map.Entry<String, List<String>> role : new TreeMap<>(turn.officeOrders()).entrySet()) {
            for (String line : role.getValue()) {
                Optional<OfficeOrder> order = isReadinessWord(line) ? OrderParser.parseOfficeOrder(line)
                        : Optional.empty();
                String unit = null;
                boolean activate = false;
                if (order.isPresent() && order.get() instanceof OfficeOrder.ActivateUnit a) {
                    unit = a.unit();
                    activate = true;
                } else if (order.isPresent() && order.get() instanceof OfficeOrder.InactivateUnit i) {
                    unit = i.unit();
                }
                Optional<UnitId> id = unit == null ? Optional.empty() : UnitId.parse(unit);
                if (id.isPresent() && board.has(id.get()) && !byOffice.containsKey(id.get())) {
                    byOffice.put(id.get(), new Request(id.get(), activate, ReadinessOrderedBy.MINISTER));
                }
            }
        }
        found.putAll(byOffice);
        return new ReadinessRequests(found);
    }

    /** ACTIVATE (true) or INACTIVATE (false) in a unit's own orders; most lines are other orders and are not parsed. */
    private static Optional<Boolean> commanderOrder(String line) {
        if (!isReadinessWord(line)) {
            return Optional.empty();
        }
        Optional<UnitOrder> order = OrderParser.parseUnitOrder(line);
        if (order.isPresent() && order.get() instanceof UnitOrder.Activate) {
            return Optional.of(true);
        }
        if (order.isPresent() && order.get() instanceof UnitOrder.Inactivate) {
            return Optional.of(false);
        }
        return Optional.empty();
    }

    private static boolean isReadinessWord(String line) {
        String s = line.strip().toUpperCase(Locale.ROOT);
        return s.startsWith("ACTIVATE") || s.startsWith("INACTIVATE") || s.startsWith("DEACTIVATE")
                || s.startsWith("REACTIVATE");
    }
}
