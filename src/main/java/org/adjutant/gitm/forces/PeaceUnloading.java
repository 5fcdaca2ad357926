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
import org.adjutant.gitm.naval.Garrisoning;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GarrisonRules;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.OffMapPort;
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
 * the group itself stays where it lies (the rule moves the men, not the ship); a port off the land map that the unit's
 * side holds takes the men into its garrison (docs/rules/naval.md section 18), inactive there; a port held by a neutral
 * state or by nobody in the game leaves them aboard, and the unit's commander reads why; the men of a disbanded unit
 * go home as from abroad (SoW 4.15), since they are at sea.
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
            Optional<OffMapPort> offMapHarbour = group.station() instanceof Station.Harbor h && harbour.isEmpty()
                    ? board.start().port(h.portName()).filter(p -> open(board, p, u)) : Optional.empty();
            Optional<OffMapPort> offMapBase = base.isPresent() ? Optional.empty() : board.start().port(group.base());
            if (harbour.isEmpty() && (offMapHarbour.isPresent()
                    || base.filter(c -> friendly(board, c, u)).isEmpty() && offMapBase.filter(p -> open(board, p, u))
                    .isPresent())) {
                // GITM 7.18 into the port the group lies in, or its base port, when that port is off the map
                String port = offMapHarbour.orElseGet(offMapBase::orElseThrow).name();
                Garrisoning.ashore(turn, u, port);
                turn.events().add(new PeaceUnloaded(phase, id, u.state(), group.id(), pause,
                        PeaceUnloaded.Outcome.GARRISON, port, Optional.empty(), QUAY_FATIGUE, Release.NONE, "",
                        seen));
            } else if (harbour.isPresent() || base.filter(c -> friendly(board, c, u)).isPresent()) {
                City port = harbour.orElseGet(base::orElseThrow);
                Location quay = new Location(port.square(), port.tactical());
                Unit ashore = u.toBuilder().fatigue(Math.min(Unit.MAX_FATIGUE, u.fatigue() + QUAY_FATIGUE)).build()
                        .withReadiness(Readiness.ACTIVE).withLocation(quay).withInFort(false);
                board.land(ashore);
                fleet.disembark(id);
                turn.events().add(new PeaceUnloaded(phase, id, u.state(), group.id(), pause,
                        PeaceUnloaded.Outcome.ASHORE, port.name(), Optional.of(quay), QUAY_FATIGUE, Release.NONE, "",
                        seen));
            } else if (base.filter(c -> board.start().relation(c.state(), u.state()) == Relation.HOSTILE).isPresent()
                    || offMapBase.flatMap(OffMapPort::holder).filter(h -> board.start().state(h).isPresent()
                    && board.start().relation(h, u.state()) == Relation.HOSTILE).isPresent()) {
                fleet.disembark(id);
                board.remove(id);
                Release release = Disbanding.dismiss(turn, board, u, true);
                turn.events().add(new PeaceUnloaded(phase, id, u.state(), group.id(), pause,
                        PeaceUnloaded.Outcome.DISBANDED, group.base(), Optional.empty(), 0, release, "", seen));
            } else {
                String why = group.id() + "'s base port, " + group.base() + ", is held by a neutral state or by no"
                        + " state of this game; order it to LAND where it can";
                turn.events().add(new PeaceUnloaded(phase, id, u.state(), group.id(), pause,
                        PeaceUnloaded.Outcome.ABOARD, group.base(), Optional.empty(), 0, Release.NONE, why, seen));
            }
        }
    }

    private static Optional<City> city(Board board, String name) {
        return board.map().cities().filter(c -> c.name().equalsIgnoreCase(name.strip())).findFirst().map(board::city);
    }

    /** An off-map port the unit's side holds (docs/rules/naval.md section 18): its garrison takes the unit in. */
    private static boolean open(Board board, OffMapPort port, Unit u) {
        return GarrisonRules.closedTo(board.start(), u.state(), port).isEmpty();
    }

    private static boolean friendly(Board board, City city, Unit u) {
        return city.state().equals(u.state()) || board.start().relation(city.state(), u.state()) == Relation.ALLIED;
    }
}
