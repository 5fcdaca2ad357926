package org.adjutant.gitm.detection;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Visibility;

/**
 * Who learns of a strategic march (GITM 4.5), over a position that may change between questions: the turn engine
 * asks while units are marching one after another, so each answer looks at the units where {@code unitsAt} has them
 * at the moment of asking. {@link Detection} answers the same questions over a fixed position with this class, so
 * the engine's events and the detection package follow one reading of the rule.
 *
 * <p>The reading (docs/rules/gitm-4-detection.md): a departure is told to the mover, to the active same-side and
 * actively allied units in the square it leaves, and to the active units of another side there whose side sights
 * the mover (GITM 4.2) where it stood; an arrival likewise in the square entered, with the mover at its entry
 * square. Nobody outside that square is told, whatever they detect there under GITM 4.1: they see the stack on
 * their position map, not the march.
 */
public final class MarchWitnesses {
    private final Sides sides;
    private final Function<StrategicSquare, List<Unit>> unitsAt;

    /**
     * @param position the position whose states' relations decide who is on whose side (they do not change
     *                 within a turn)
     * @param unitsAt  the units in a strategic square now, in a fixed order (id order in the engine)
     */
    public MarchWitnesses(GitmState position, Function<StrategicSquare, List<Unit>> unitsAt) {
        this(new Sides(position), unitsAt);
    }

    MarchWitnesses(Sides sides, Function<StrategicSquare, List<Unit>> unitsAt) {
        this.sides = sides;
        this.unitsAt = unitsAt;
    }

    /** Who learns that {@code unit} left the square of {@code from}, where it stood on that tactical map (4.5). */
    public Visibility departure(Unit unit, Location from) {
        return pointWitnesses(unit, from);
    }

    /** Who learns that {@code unit} arrived at {@code to}, its entry square on the new tactical map (4.5). */
    public Visibility arrival(Unit unit, Location to) {
        return pointWitnesses(unit, to);
    }

    /**
     * Who learns of a whole march from {@code from} to {@code to}, as events that name both ends do (a withdrawal,
     * a pursuit, a diversion): those told of both its departure and its arrival, so that nobody learns from such
     * an event an end of the march he was not told of. The mover is always among them.
     */
    public Visibility wholeMarch(Visibility departure, Visibility arrival) {
        Set<String> both = new TreeSet<>(departure.observers());
        both.retainAll(arrival.observers());
        return Visibility.units(both);
    }

    /** Only the unit itself: what befalls it alone (a halt, a block, stragglers, the fatigue of a forced march). */
    public static Visibility unitOnly(Unit unit) {
        return Visibility.units(Set.of(unit.id().toString()));
    }

    private Visibility pointWitnesses(Unit unit, Location at) {
        List<Unit> onMap = placed(unit, at);
        Unit mover = onMap.get(onMap.size() - 1);
        List<String> told = new ArrayList<>();
        told.add(unit.id().toString());
        // Which other sides sight the mover is worked out at most once per unit of such a side, and only while
        // there are other-side units in the square; a square of friends costs one pass.
        List<Unit> seers = null;
        // a square's units stand in id order, so those of one state mostly come together: the mover's side towards a
        // state is asked once per run of its units
        String lastState = null;
        boolean lastAllied = false;
        for (Unit w : onMap) {
            if (w == mover || !w.isActive()) {
                continue;
            }
            if (!w.state().equals(lastState)) {
                lastState = w.state();
                lastAllied = sides.allied(unit, w);
            }
            if (lastAllied) {
                told.add(w.id().toString());
                continue;
            }
            if (seers == null) {
                seers = seers(mover, onMap);
            }
            if (sideOf(w, seers)) {
                told.add(w.id().toString());
            }
        }
        return Visibility.units(new TreeSet<>(told)); // sorted already, the visibility keeps it without a sort
    }

    /** The units of {@code at}'s square with {@code unit} standing at {@code at}: the mover last. */
    List<Unit> placed(Unit unit, Location at) {
        List<Unit> here = unitsAt.apply(at.strategic());
        List<Unit> onMap = new ArrayList<>(here.size() + 1);
        for (Unit u : here) {
            if (!Detection.sameUnit(u, unit)) {
                onMap.add(u);
            }
        }
        onMap.add(unit.location().equals(at) ? unit : unit.withLocation(at));
        return onMap;
    }

    /**
     * Units of other sides on the map that sight {@code mover} (GITM 4.2): at least one of every state that has
     * one, which is all {@link #sideOf} needs (units of one state stand alike towards everyone; alliances need not
     * be transitive, so one seer per side would not do). A unit whose state already has a seer is not asked, so a
     * crowded square where the enemy sees the mover costs one pass, not one per enemy unit.
     */
    List<Unit> seers(Unit mover, List<Unit> onMap) {
        List<Unit> seers = new ArrayList<>();
        for (Unit w : onMap) {
            if (w != mover && !sides.allied(mover, w) && TacticalSighting.sightsOthers(w) && !stateOf(w, seers)
                    && TacticalSighting.sees(w, mover, onMap, sides)) {
                seers.add(w);
            }
        }
        return seers;
    }

    private static boolean stateOf(Unit w, List<Unit> seers) {
        for (Unit s : seers) {
            if (s.state().equals(w.state())) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code w} or a unit of its side is among {@code seers}: sight is shared within a side (GITM 4.6). */
    boolean sideOf(Unit w, List<Unit> seers) {
        for (Unit s : seers) {
            if (sides.allied(w, s)) {
                return true;
            }
        }
        return false;
    }
}
