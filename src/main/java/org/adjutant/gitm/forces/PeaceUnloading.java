package org.adjutant.gitm.forces;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.event.PeaceUnloaded;
import org.adjutant.gitm.event.Release;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.naval.Fleet;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * GITM 7.18: units still aboard transport groups when a peace or truce turn begins go ashore (docs/rules/naval.md
 * section 16). It runs in strategic phase 1 right after the {@code LAND} orders, so a commander who orders his men off
 * chooses where; the rest go ashore in the port their group lies in, or else at their group's base port, and are
 * disbanded when that base port is the enemy's.
 *
 * <p>Designed where the rule is silent: a port counts as the one they go ashore in only when their side or an ally
 * holds its city (nobody is put ashore into an enemy garrison); going ashore costs the quay's fatigue of a landing;
 * the group itself stays where it lies (the rule moves the men, not the ship); a base port off the land map, or one a
 * neutral state holds, leaves them aboard, since garrisons of off-map ports are not part of this game, and the unit's
 * commander reads why; the men of a disbanded unit go home as from abroad (SoW 4.15), since they are at sea.
 */
public final class PeaceUnloading implements TurnStep {
    static final int QUAY_FATIGUE = 1;

    @Override
    public void run(Phase phase, TurnContext turn) {
        GitmState start = turn.board().start();
        if (phase != Phase.STRATEGIC_1 || start.turn() == 0 || turn.campaignTurn()) {
            return;
        }
        String pause = start.isTruceTurn() ? "truce" : "peace";
        Board board = turn.board();
        Fleet fleet = Fleet.of(turn);
        for (UnitId id : List.copyOf(fleet.navy().aboard().keySet())) {
            Optional<Unit> afloat = board.afloat(id);
            Optional<Ship> carrier = fleet.navy().carrier(id).flatMap(fleet.navy()::ship);
            if (afloat.isEmpty() || carrier.isEmpty()) {
                continue;
            }
            Unit u = afloat.get();
            Ship group = carrier.get();
            Visibility seen = Visibility.units(Set.of(id.toString(), GitmState.ministerOffice(u.state())));
            Optional<City> harbour = group.station() instanceof Station.Harbor h
                    ? city(board, h.portName()).filter(c -> friendly(board, c, u)) : Optional.empty();
            Optional<City> base = city(board, group.base());
            if (harbour.isPresent() || base.filter(c -> friendly(board, c, u)).isPresent()) {
                City port = harbour.orElseGet(base::orElseThrow);
                Location quay = new Location(port.square(), port.tactical());
                Unit ashore = u.toBuilder().fatigue(Math.min(Unit.MAX_FATIGUE, u.fatigue() + QUAY_FATIGUE)).build()
                        .withReadiness(Readiness.ACTIVE).withLocation(quay).withInFort(false);
                board.land(ashore);
                fleet.disembark(id);
                turn.events().add(new PeaceUnloaded(phase, id, u.state(), group.id(), pause,
                        PeaceUnloaded.Outcome.ASHORE, port.name(), Optional.of(quay), QUAY_FATIGUE, Release.NONE, "",
                        seen));
            } else if (base.filter(c -> board.start().relation(c.state(), u.state()) == Relation.HOSTILE)
                    .isPresent()) {
                fleet.disembark(id);
                board.remove(id);
                Release release = Disbanding.dismiss(turn, board, u, true);
                turn.events().add(new PeaceUnloaded(phase, id, u.state(), group.id(), pause,
                        PeaceUnloaded.Outcome.DISBANDED, base.get().name(), Optional.empty(), 0, release, "", seen));
            } else {
                String why = base.isEmpty()
                        ? group.id() + "'s base port, " + group.base() + ", is off the land map, where no unit is put"
                        + " ashore in this game; order it to LAND where it can"
                        : group.id() + "'s base port, " + group.base() + ", is held by a neutral state; order it to"
                        + " LAND where it can";
                turn.events().add(new PeaceUnloaded(phase, id, u.state(), group.id(), pause,
                        PeaceUnloaded.Outcome.ABOARD, group.base(), Optional.empty(), 0, Release.NONE, why, seen));
            }
        }
    }

    private static Optional<City> city(Board board, String name) {
        return board.map().cities().filter(c -> c.name().equalsIgnoreCase(name.strip())).findFirst().map(board::city);
    }

    private static boolean friendly(Board board, City city, Unit u) {
        return city.state().equals(u.state()) || board.start().relation(city.state(), u.state()) == Relation.ALLIED;
    }
}
