package org.adjutant.gitm.supply;

import java.util.Optional;
import java.util.function.Function;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.naval.Blockade;
import org.adjutant.gitm.naval.Boarding;
import org.adjutant.gitm.naval.Navy;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.naval.Shores;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.OffMapPort;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * Supplies in a transport group's holds (GITM 10.6, designed; docs/rules/naval.md section 11): {@code SEND n SUPPLIES
 * FROM <port> TO <group>} loads them where the group lies, in the harbour or coastal waters of the port (an on-map
 * city or an off-map port its state holds, whose stores are the supplies bought there); {@code SEND n SUPPLIES FROM
 * <group> TO <port or corps HQ>} puts them ashore: into a port city of its side where it lies, or to a corps HQ of its
 * state standing on a shore the group reaches, up to what the HQ can carry (GITM 10.7). A port blockaded against the
 * group's state neither loads nor unloads (section 12); a beach is no port and is never blockaded. The judgement is the
 * same when the mail arrives and in the supply phase, on the position each sees.
 */
public final class ShipHolds {
    private ShipHolds() {
    }

    /** Which way the supplies go, and between what. */
    public sealed interface Leg {
        Ship group();
    }

    /** Into the holds from an on-map city. */
    public record FromCity(Ship group, City city) implements Leg {
    }

    /** Into the holds from an off-map port's stores. */
    public record FromPort(Ship group, OffMapPort port) implements Leg {
    }

    /** Ashore into an on-map city. */
    public record ToCity(Ship group, City city) implements Leg {
    }

    /** Ashore to a corps HQ on the beach. */
    public record ToCorps(Ship group, Unit hq) implements Leg {
    }

    /** Whether the order names a transport group at either end. */
    public static boolean involves(OfficeOrder.MoveSupplies s) {
        return isGroup(s.from()) || isGroup(s.to());
    }

    /** The transport group the order names (its destination when it names two). */
    public static String names(OfficeOrder.MoveSupplies s) {
        return isGroup(s.to()) ? s.to() : s.from();
    }

    private static boolean isGroup(String text) {
        return ShipId.parse(text).filter(id -> !id.type().isWarship()).isPresent();
    }

    /**
     * The leg the order makes for {@code state}'s office, or why it makes none. {@code city} finds an on-map city as it
     * stands now, {@code unit} a unit on the map now.
     */
    public static Result judge(GitmState start, StrategicMap map, Navy navy, String state, OfficeOrder.MoveSupplies s,
                               Function<String, Optional<City>> city, Function<UnitId, Optional<Unit>> unit) {
        Optional<SeaChart> chart = map.sea();
        if (chart.isEmpty()) {
            return Result.no("this game's map has no sea chart, so no transport group carries supplies");
        }
        boolean loading = isGroup(s.to());
        String groupId = loading ? s.to() : s.from();
        Optional<Ship> group = navy.ship(groupId).filter(g -> !g.isWarship() && g.state().equals(state));
        if (group.isEmpty()) {
            return Result.no(groupId + " is not a transport group of " + state);
        }
        Ship g = group.get();
        String other = loading ? s.from() : s.to();
        String where = g.station().describe(chart.get());
        Optional<String> port = g.station().port();
        if (!loading) {
            Optional<UnitId> hqId = UnitId.parse(other);
            if (hqId.isPresent()) {
                Optional<Unit> hq = unit.apply(hqId.get())
                        .filter(u -> u.state().equals(state) && u.id().type() == UnitType.CQ);
                if (hq.isEmpty()) {
                    return Result.no(other + " is not a corps HQ of " + state + " on the map: supplies go ashore"
                            + " to a corps HQ or into a port city (GITM 10.7)");
                }
                if (!Shores.of(chart.get(), map, g.station()).contains(hq.get().location().strategic())) {
                    return Result.no(hq.get().id() + " stands in " + hq.get().location().strategic() + ", which "
                            + g.id() + " cannot reach from " + where + " (docs/rules/naval.md section 9)");
                }
                return Result.yes(new ToCorps(g, hq.get()));
            }
        }
        Optional<City> onMap = city.apply(other);
        Optional<OffMapPort> offMap = onMap.isPresent() ? Optional.empty() : start.port(other);
        if (onMap.isEmpty() && offMap.isEmpty()) {
            return Result.no(other + " is neither a city nor an off-map port of this game");
        }
        String name = onMap.map(City::name).orElseGet(() -> offMap.get().name());
        String holder = onMap.map(City::state).orElseGet(() -> offMap.get().holder().orElse(""));
        if (port.isEmpty() || !Blockade.portOf(chart.get(), name).equals(port)) {
            return Result.no(g.id() + " lies in " + where + ", not in the harbour or coastal waters of " + name
                    + (onMap.isPresent() && !loading ? "; a corps HQ on the beach can take supplies from it" : ""));
        }
        boolean ours = holder.equals(state) || (!holder.isEmpty() && start.state(holder).isPresent()
                && start.relation(state, holder) == Relation.ALLIED);
        if (loading ? !holder.equals(state) : !ours) {
            return Result.no(name + " is held by " + (holder.isEmpty() ? "nobody" : holder) + ": supplies are loaded"
                    + " only from your own ports and landed only in your side's (GITM 10.6)");
        }
        if (Blockade.blockaded(start, navy, chart.get(), name, state)) {
            return Result.no(name + " is blockaded: enemy warships lie in its waters and none of yours contest them,"
                    + " so nothing is loaded or landed there (GITM 10.6; docs/rules/naval.md section 12)");
        }
        if (onMap.isPresent()) {
            return Result.yes(loading ? new FromCity(g, onMap.get()) : new ToCity(g, onMap.get()));
        }
        if (!loading) {
            return Result.no("supplies landed at an off-map port stay aboard: land them on the map (docs/rules/naval.md"
                    + " section 11)");
        }
        return Result.yes(new FromPort(g, offMap.get()));
    }

    /** How many supplies the group's holds can still take: its free room in supplies' spaces. */
    public static int holdRoom(Navy navy, Ship group, Function<UnitId, Optional<Unit>> aboard) {
        return Math.max(0, Boarding.freeRoom(navy, group, aboard) / Ship.SPACES_PER_SUPPLY);
    }

    /** A leg, or the reason there is none. */
    public record Result(Optional<Leg> leg, String problem) {
        static Result yes(Leg leg) {
            return new Result(Optional.of(leg), "");
        }

        static Result no(String why) {
            return new Result(Optional.empty(), why);
        }

        public Optional<String> why() {
            return leg.isPresent() ? Optional.empty() : Optional.of(problem);
        }
    }
}
