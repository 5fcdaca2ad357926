package org.adjutant.gitm.movement.tactical;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.event.BattleJoined;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.Intercepted;
import org.adjutant.gitm.event.TacticalMoveGlimpsed;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.event.TacticalMoveRefused;
import org.adjutant.gitm.event.TacticalMoved;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.PhaseMovers;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * Who learns of a tactical move (GITM 4.4): the mover and every same-side or actively allied unit in the strategic
 * square always; the other units of the square learn of the whole move when both its ends are seen by one of them,
 * of one end when only that end is seen, and of nothing otherwise. Each leg of a waypoint move is reported on its own.
 * A battle joined and an interception are seen by everyone in the strategic square, a refused move only by the unit.
 */
final class MoveReports {
    private final Board board;
    private final TacticalSight sight;
    private final List<GitmEvent> events;
    private final PhaseMovers movers;

    MoveReports(Board board, TacticalSight sight, List<GitmEvent> events) {
        this(board, sight, events, new PhaseMovers());
    }

    MoveReports(Board board, TacticalSight sight, List<GitmEvent> events, PhaseMovers movers) {
        this.board = board;
        this.sight = sight;
        this.events = events;
        this.movers = movers;
    }

    /**
     * Reports one leg; {@code moved} is the unit as it stands after it. Every move of GITM 8 passes here, so this is
     * also where the phase's movers are noted (guns that moved do not bombard, GITM 9.14).
     */
    void moved(Phase phase, Unit moved, TacticalSquare from, TacticalSquare to, TacticalMoveKind how, int fatigue) {
        movers.moved(moved.id(), phase);
        StrategicSquare square = moved.location().strategic();
        Set<String> friends = new TreeSet<>();
        Set<String> others = new TreeSet<>();
        friends.add(moved.id().toString());
        boolean startSeen = false;
        boolean endSeen = false;
        for (Unit o : board.unitsIn(square)) {
            if (o.id().equals(moved.id())) {
                continue;
            }
            if (board.allied(moved, o)) {
                friends.add(o.id().toString());
            } else {
                others.add(o.id().toString());
                startSeen |= sight.sees(o, from, board);
                endSeen |= sight.sees(o, to, board);
            }
        }
        if (startSeen && endSeen) {
            friends.addAll(others);
        }
        events.add(new TacticalMoved(phase, moved.id(), square, from, to, how, fatigue, moved.inFort(),
                Visibility.units(friends)));
        if (startSeen != endSeen && !others.isEmpty()) {
            events.add(new TacticalMoveGlimpsed(phase, moved.id(), square, startSeen ? from : to, startSeen,
                    Visibility.units(others)));
        }
    }

    /** A move the unit could not make, told to the unit alone. */
    void refused(Phase phase, Unit u, TacticalMoveKind how, String reason) {
        events.add(new TacticalMoveRefused(phase, u.id(), u.location().strategic(), u.location().tactical(), how,
                reason, own(u)));
    }

    /** A battle opened or joined by a move or an interception, with its sides as they now stand. */
    void joined(BattleContact c) {
        events.add(new BattleJoined(c.phase(), c.square(), c.at(), c.initiator(), c.attackers(), c.defenders(),
                c.bothSidesAttack(), everyoneIn(c.square())));
    }

    /** {@code mover}'s leg was cut off at {@code at} by {@code by}, the first interceptor (GITM 8.11). */
    void intercepted(Phase phase, UnitId by, UnitId mover, StrategicSquare square, TacticalSquare at,
                     boolean enemy) {
        events.add(new Intercepted(phase, by, mover, square, at, enemy, everyoneIn(square)));
    }

    /** Everyone in the strategic square: a battle or an interception is seen by all there. */
    private Visibility everyoneIn(StrategicSquare square) {
        Set<String> ids = new TreeSet<>();
        board.unitsIn(square).forEach(u -> ids.add(u.id().toString()));
        return Visibility.units(ids);
    }

    private static Visibility own(Unit u) {
        return Visibility.units(Set.of(u.id().toString()));
    }
}
