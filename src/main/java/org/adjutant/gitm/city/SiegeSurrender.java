package org.adjutant.gitm.city;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.combat.CombatOrders;
import org.adjutant.gitm.event.CityCaptured;
import org.adjutant.gitm.event.FortDamaged;
import org.adjutant.gitm.event.GarrisonSurrendered;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.DefensiveAttitude;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.supply.SupplyTurn;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * End-of-turn step E1, the siege surrender phase (GITM 10.3, 10.8b; docs/rules/gitm-10-supply.md section 5.4), for
 * every city besieged as recorded after the final tactical phase, in map order:
 * <ol>
 * <li>undermanned (designed): no active combat unit of the holder's side on the city square -- it falls without a
 * roll;</li>
 * <li>breached (designed): the besiegers' guns brought the city's fort down to level 0 in this turn (GITM 9.14) and
 * no combat unit of the garrison is ordered to defend to the last -- it capitulates without a roll, as garrisons of
 * the age did once a practicable breach was made rather than await the storm;</li>
 * <li>starving: one of the garrison went unfed in this turn's supply phase (the supply work names the city in
 * {@link SupplyTurn#starvingCities()}) and the stock is 0 -- one roll for the whole garrison, which surrenders below
 * one in three.</li>
 * </ol>
 * A surrender removes every unit of the holder's side on the city square, whatever its readiness (men prisoners,
 * supplies carried lost through the ledger), and the city passes to the hostile state with the most men in active
 * combat units next to it (ties: state id). Units of the holder's side next to the city are not its garrison and stay.
 */
public final class SiegeSurrender implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        if (!turn.campaignTurn()) {
            return;
        }
        Board board = turn.board();
        GitmState start = board.start();
        for (City onMap : CityTurn.of(turn).besiegedInMapOrder()) {
            City live = board.city(onMap);
            String holder = live.state();
            if (!start.states().containsKey(holder)) {
                continue;
            }
            List<Unit> garrison = new ArrayList<>();
            boolean fighters = false;
            for (Unit u : board.unitsIn(live.square())) {
                if (u.location().tactical().equals(live.tactical())
                        && start.relation(holder, u.state()) == Relation.ALLIED) {
                    garrison.add(u);
                    fighters |= u.isActive() && u.type().isCombatUnit();
                }
            }
            String captor = captor(board, live);
            if (captor == null) {
                continue; // nobody hostile left next to it to take the surrender: the next check lifts the siege
            }
            GarrisonSurrendered.Cause cause;
            if (!fighters) {
                cause = GarrisonSurrendered.Cause.UNDERMANNED;
            } else if (breachedThisTurn(turn, live) && !defendsToTheLast(turn, garrison)) {
                cause = GarrisonSurrendered.Cause.BREACHED;
            } else if (SupplyTurn.of(turn).starvingCities().contains(live.name()) && live.supplies() == 0) {
                double roll = turn.dice("siege-surrender").uniform("siege surrender of " + live.name()
                        + ": garrison starving, 1 in 3");
                if (roll >= CityConstants.SURRENDER_CHANCE) {
                    continue;
                }
                cause = GarrisonSurrendered.Cause.STARVING;
            } else {
                continue;
            }
            surrender(turn, phase, onMap, live, garrison, cause, captor);
        }
    }

    /**
     * Whether the besiegers' guns brought the city's fort down to level 0 in this turn (GITM 9.14: the walls breached)
     * and it still stands so.
     */
    private static boolean breachedThisTurn(TurnContext turn, City live) {
        return live.fortStrength() == 0 && turn.events().stream().anyMatch(e -> e instanceof FortDamaged d
                && d.city().equals(live.name()) && d.toLevel() == 0);
    }

    /**
     * Whether a combat unit of the garrison is ordered to defend to the last (DEFENSIVE LAST-DITCH): the garrison
     * surrenders all or none (GITM 10.3), so one such unit holds it to the storm.
     */
    private static boolean defendsToTheLast(TurnContext turn, List<Unit> garrison) {
        for (Unit u : garrison) {
            if (u.isActive() && u.type().isCombatUnit() && CombatOrders.fromLines(turn.orders(u.id()), u.type())
                    .defensive() == DefensiveAttitude.LAST_DITCH) {
                return true;
            }
        }
        return false;
    }

    private static void surrender(TurnContext turn, Phase phase, City onMap, City live, List<Unit> garrison,
                                  GarrisonSurrendered.Cause cause, String captor) {
        Board board = turn.board();
        List<String> ids = new ArrayList<>(SiegeWatch.involved(board, live));
        Visibility seen = Witnesses.of(board, live, ids, List.of(live.state(), captor));
        int men = 0;
        List<UnitId> gone = new ArrayList<>();
        SupplyLedger ledger = SupplyTurn.of(turn).ledger();
        for (Unit u : garrison) {
            men += u.men();
            ledger.add(SupplyLedger.Flow.SURRENDERED, u.supplies());
            gone.add(u.id());
            board.remove(u.id());
        }
        if (!gone.isEmpty()) {
            turn.events().add(new GarrisonSurrendered(phase, live.name(), live.square(), gone, men, cause, captor,
                    seen));
        }
        HandOver.to(turn, phase, onMap, captor, CityCaptured.How.SURRENDERED, seen);
    }

    /** The hostile state with the most men in active combat units next to the city square; null when there is none. */
    static String captor(Board board, City live) {
        Map<String, Long> men = new TreeMap<>();
        for (Unit u : board.unitsIn(live.square())) {
            if (u.location().tactical().distanceTo(live.tactical()) == 1 && u.isActive() && u.type().isCombatUnit()
                    && board.start().relation(live.state(), u.state()) == Relation.HOSTILE) {
                men.merge(u.state(), (long) u.men(), Long::sum);
            }
        }
        return men.isEmpty() ? null : CityCapture.strongest(men);
    }
}
