package org.adjutant.gitm.economy;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.order.Office;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OfficeSections;
import org.adjutant.gitm.order.Offices;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * The turn's office orders of one kind from the given role slots, joined into one list: blocks in the order they
 * arrived (the core hands them so, docs/rules/sow.md 18.4), lines as written. Two officers of one state spending from
 * one treasury are thus debited in the order they sent their orders, whatever their role ids.
 */
public final class OfficeOrders {
    /** An order and the role slot whose block held it. */
    public record Given<T>(String role, T order) {
    }

    /**
     * An order as the turn reads it from the blocks (docs/rules/politics.md section 2): who gave it, the state it was
     * given for (its block's FOR section, else the giver's own state) and whether he holds, at the start of the turn,
     * an office of that state that may give it.
     */
    public record Read(String role, String state, OfficeOrder order, boolean authorised) {
    }

    private OfficeOrders() {
    }

    /**
     * A state's orders of one kind for the turn: the lines every block gives for {@code state} whose giver holds an
     * office of it that may give them, blocks in arrival order. Those he may not give are left to
     * {@link #unauthorised} (and the politics of the turn, which reports them).
     */
    public static <T extends OfficeOrder> List<Given<T>> forState(TurnContext turn, String state, Class<T> kind) {
        return forState(turn.officeOrders(), turn.board().start(), state, kind);
    }

    /** The same from blocks in arrival order, judged on {@code start}'s offices (at arrival: the queued blocks). */
    public static <T extends OfficeOrder> List<Given<T>> forState(Map<String, List<String>> blocks, GitmState start,
                                                                 String state, Class<T> kind) {
        List<Given<T>> found = new ArrayList<>();
        for (Read r : read(blocks, start)) {
            if (r.authorised() && r.state().equals(state) && kind.isInstance(r.order())) {
                found.add(new Given<>(r.role(), kind.cast(r.order())));
            }
        }
        return found;
    }

    /**
     * Every office order of the blocks, in arrival order and line order, with its state and whether it stands; blocks
     * under a key no role holds an office with (the moderators' decisions) are read like the others and stand for
     * nothing.
     */
    public static List<Read> read(Map<String, List<String>> blocks, GitmState start) {
        List<Read> all = new ArrayList<>();
        for (Map.Entry<String, List<String>> block : blocks.entrySet()) {
            String role = block.getKey();
            Offices held = held(start, role);
            Optional<String> home = start.homeOf(role).or(() -> held.states().stream().findFirst());
            for (OfficeSections.Section<String> section : OfficeSections.splitNormal(block.getValue())) {
                Optional<String> state = section.state().or(() -> home);
                if (state.isEmpty()) {
                    continue;
                }
                for (String line : section.lines()) {
                    Optional<OfficeOrder> order = OrderParser.parseOfficeOrder(line);
                    order.ifPresent(o -> all.add(new Read(role, state.get(), o, held.mayGive(o, state.get()))));
                }
            }
        }
        return all;
    }

    /** The offices {@code role} holds at the start of the turn, an army HQ's command included (GITM 3.4, 10.6). */
    public static Offices held(GitmState start, String role) {
        Offices held = Offices.of(start.officesOf(role));
        for (Unit u : start.units()) {
            if (u.id().type() == UnitType.AQ && u.commander().equals(role)) {
                held = held.withArmyHq(u.state());
            }
        }
        return held;
    }

    /**
     * How a report names the giver of an order for {@code state}: the first of the offices the order allows that he
     * holds, e.g. "the Prime Minister"; "an officer" when he holds none.
     */
    public static String words(GitmState start, String state, String role, OfficeOrder order) {
        java.util.Set<Office> in = held(start, role).in(state);
        return order.offices().stream().filter(in::contains).findFirst().map(Office::words).orElse("an officer");
    }

    public static <T extends OfficeOrder> List<Given<T>> of(TurnContext turn, Collection<String> roles, Class<T> kind) {
        return of(turn.officeOrders(), roles, kind);
    }

    /** The same from blocks in arrival order (the turn's, or at arrival those already queued and the new one). */
    public static <T extends OfficeOrder> List<Given<T>> of(Map<String, List<String>> blocks, Collection<String> roles,
                                                           Class<T> kind) {
        List<Given<T>> found = new ArrayList<>();
        for (Map.Entry<String, List<String>> block : blocks.entrySet()) {
            if (!roles.contains(block.getKey())) {
                continue;
            }
            for (String line : block.getValue()) {
                Optional<OfficeOrder> order = OrderParser.parseOfficeOrder(line);
                if (order.isPresent() && kind.isInstance(order.get())) {
                    found.add(new Given<>(block.getKey(), kind.cast(order.get())));
                }
            }
        }
        return found;
    }
}
