package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.unit.UnitId;

/**
 * What one tactical phase has done so far, shared by its steps and dropped when the phase ends: the initiative
 * order (GITM 8.6), which units have made their one move (GITM 8.12), which are halted by contact (GITM 8.3), which
 * have paid their fatigue (GITM 8.1), and the last step each took onto a new square (for GITM 9.4). It also carries
 * the turn for the phase's dice and morale checks, so that nothing kept from phase to phase holds on to the turn
 * (see {@link GitmTacticalMovement}).
 */
final class PhaseMoves {
    private final Phase phase;
    private final TurnContext turn;
    private List<UnitId> initiative = List.of();
    /** The initiative order cut by strategic square, made on first use (no unit changes square in a tactical phase). */
    private Map<StrategicSquare, List<UnitId>> initiativeBySquare;
    private final Set<UnitId> acted = new HashSet<>();
    private final Set<UnitId> halted = new HashSet<>();
    private final Set<UnitId> paidFatigue = new HashSet<>();
    /** In the order taken (insertion order, not hash): the battle lists arrivals in the order they came. */
    private final Map<UnitId, BattleContact.Arrival> arrivals = new LinkedHashMap<>();

    PhaseMoves(Phase phase, TurnContext turn) {
        this.phase = phase;
        this.turn = turn;
    }

    Phase phase() {
        return phase;
    }

    /** The turn this phase belongs to: its dice and the morale checks the combat step reported. */
    TurnContext turn() {
        return turn;
    }

    /** The phase's units in initiative order; empty until {@link DrawInitiative} has run. */
    List<UnitId> initiative() {
        return initiative;
    }

    void initiative(List<UnitId> order) {
        initiative = List.copyOf(order);
        initiativeBySquare = null;
    }

    /**
     * The phase's units in one strategic square, in initiative order: what {@link #initiative} gives once the units
     * elsewhere are skipped, without walking the whole theatre for every mover (interception reacts only within the
     * mover's square, GITM 8.11).
     */
    List<UnitId> initiativeIn(StrategicSquare square) {
        if (initiativeBySquare == null) {
            initiativeBySquare = new HashMap<>();
            for (UnitId id : initiative) {
                initiativeBySquare.computeIfAbsent(turn.board().unit(id).location().strategic(),
                        k -> new ArrayList<>()).add(id);
            }
        }
        return initiativeBySquare.getOrDefault(square, List.of());
    }

    /** Whether the unit has made its one specified, engage, intercept or fort move this phase (GITM 8.12). */
    boolean acted(UnitId id) {
        return acted.contains(id);
    }

    void act(UnitId id) {
        acted.add(id);
    }

    /** Whether contact has halted the unit for the rest of the phase (GITM 8.3). */
    boolean halted(UnitId id) {
        return halted.contains(id);
    }

    void halt(UnitId id) {
        halted.add(id);
    }

    /** True the first time a unit moves this phase: a move costs fatigue once a phase (GITM 8.1). */
    boolean firstMove(UnitId id) {
        return paidFatigue.add(id);
    }

    /** A support move is paid on top of the phase's own move (GITM 8.1). */
    void supportPaysAgain(UnitId id) {
        paidFatigue.remove(id);
    }

    /** Notes the unit's latest step onto a new square; an earlier one this phase is forgotten. */
    void arrived(BattleContact.Arrival a) {
        arrivals.remove(a.unit());
        arrivals.put(a.unit(), a);
    }

    /** The units' latest steps this phase, in the order taken. */
    Collection<BattleContact.Arrival> arrivals() {
        return arrivals.values();
    }
}
