package org.adjutant.gitm.forces;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * This turn's DISBAND, MERGE and TRANSFER orders, read once from the frozen orders and kept for the Orders phase's
 * steps (docs/rules/sow.md sections 18.4, 22). Office orders come first, offices in the order their blocks arrived
 * and each office's lines as written; then the unit blocks' MERGE INTO and TRANSFER TO, in unit-id order. The list also remembers the
 * units that left the game in this phase, so that a later order about one of them says why it was not carried out.
 */
final class ForceOrders {
    /**
     * Who gave an order and as what.
     *
     * @param words "the War Minister", "the commander of MX10IN", as a report names the giver
     * @param order the order in normal form, as its giver wrote it
     * @param role  the office holder's role id; empty for a unit's own block (its commander or deputy)
     */
    record Given(String words, String order, Optional<String> role) {
    }

    record Disband(UnitId unit, Given given) {
    }

    record Merge(UnitId absorbed, UnitId into, Given given) {
    }

    record Transfer(UnitId from, UnitId to, int men, int batteries, Given given) {
    }

    private final List<Disband> disbands = new ArrayList<>();
    private final List<Merge> merges = new ArrayList<>();
    private final List<Transfer> transfers = new ArrayList<>();
    private final Map<UnitId, String> gone = new TreeMap<>();

    static ForceOrders of(TurnContext turn) {
        return turn.attachment(ForceOrders.class, () -> read(turn));
    }

    List<Disband> disbands() {
        return List.copyOf(disbands);
    }

    List<Merge> merges() {
        return List.copyOf(merges);
    }

    List<Transfer> transfers() {
        return List.copyOf(transfers);
    }

    /** A unit left the game in this Orders phase; {@code how} finishes "MX10IN ..." ("was disbanded"). */
    void gone(UnitId unit, String how) {
        gone.put(unit, how);
    }

    /** Why {@code unit} cannot take part in an order now, if it is not on the board. */
    Optional<String> missing(Board board, UnitId unit) {
        if (board.has(unit)) {
            return Optional.empty();
        }
        String how = gone.get(unit);
        return Optional.of(how != null ? unit + " " + how + " earlier in the Orders phase"
                : unit + " is no longer in the game");
    }

    /**
     * Why an office's order about {@code unit} does not stand at the deadline, if it does not: only the War Minister
     * of the unit's state gives these orders (SoW 4.11, 4.13, 4.15; the Prime Minister's and Monarch's offices are held
     * by him until a scenario seats them, docs/rules/sow.md section 2). A unit's own block always stands: the core
     * takes it only from the unit's commander or deputy.
     */
    static Optional<String> authority(Board board, Given given, Unit unit) {
        if (given.role().isEmpty()) {
            return Optional.empty();
        }
        String role = given.role().get();
        boolean minister = board.start().state(unit.state()).map(Polity::minister).filter(role::equals).isPresent();
        return minister ? Optional.empty()
                : Optional.of(role + " is not the War Minister of " + unit.state() + ", whose unit " + unit.id()
                        + " is");
    }

    private static ForceOrders read(TurnContext turn) {
        ForceOrders found = new ForceOrders();
        for (Map.Entry<String, List<String>> office : turn.officeOrders().entrySet()) {
            for (String line : office.getValue()) {
                if (isForceWord(line)) {
                    OrderParser.parseOfficeOrder(line).ifPresent(o -> found.office(office.getKey(), o));
                }
            }
        }
        List<Merge> unitMerges = new ArrayList<>();
        List<Transfer> unitTransfers = new ArrayList<>();
        for (Unit u : turn.board().units()) {
            for (String line : turn.orders(u.id())) {
                if (!isForceWord(line)) {
                    continue;
                }
                Optional<UnitOrder> order = OrderParser.parseUnitOrder(line);
                Given given = new Given("the commander of " + u.id(), line.strip(), Optional.empty());
                if (order.isPresent() && order.get() instanceof UnitOrder.MergeInto m) {
                    Optional<UnitId> into = UnitId.parse(m.target());
                    if (into.isPresent()) {
                        unitMerges.add(new Merge(u.id(), into.get(), given));
                    }
                } else if (order.isPresent() && order.get() instanceof UnitOrder.TransferTo t) {
                    Optional<UnitId> to = UnitId.parse(t.target());
                    if (to.isPresent()) {
                        unitTransfers.add(new Transfer(u.id(), to.get(), t.men(), t.batteries(), given));
                    }
                }
            }
        }
        found.merges.addAll(unitMerges);
        found.transfers.addAll(unitTransfers);
        return found;
    }

    private void office(String role, OfficeOrder order) {
        Given given = new Given("the War Minister", order.normalForm(), Optional.of(role));
        if (order instanceof OfficeOrder.Disband d) {
            UnitId.parse(d.unit()).ifPresent(u -> disbands.add(new Disband(u, given)));
        } else if (order instanceof OfficeOrder.Merge m) {
            Optional<UnitId> absorbed = UnitId.parse(m.unit());
            Optional<UnitId> into = UnitId.parse(m.into());
            if (absorbed.isPresent() && into.isPresent()) {
                merges.add(new Merge(absorbed.get(), into.get(), given));
            }
        } else if (order instanceof OfficeOrder.TransferMen t) {
            Optional<UnitId> from = UnitId.parse(t.from());
            Optional<UnitId> to = UnitId.parse(t.to());
            if (from.isPresent() && to.isPresent()) {
                transfers.add(new Transfer(from.get(), to.get(), t.men(), t.batteries(), given));
            }
        }
    }

    /** Most lines are other orders and are not parsed. */
    private static boolean isForceWord(String line) {
        String s = line.strip().toUpperCase(Locale.ROOT);
        return s.startsWith("MERGE") || s.startsWith("TRANSFER") || s.startsWith("XFER") || s.startsWith("DISBAND");
    }
}
