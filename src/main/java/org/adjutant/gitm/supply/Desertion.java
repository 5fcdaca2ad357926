package org.adjutant.gitm.supply;

import org.adjutant.gitm.sequence.SupplyLedger;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.event.Deserted;
import org.adjutant.gitm.event.DestroyCause;
import org.adjutant.gitm.event.UnitDestroyed;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.Visibility;

/**
 * Step S9 of the supply phase (docs/rules/gitm-10-supply.md section 9): what going without supplies costs a unit on a
 * campaign turn, by how the consumption step left it ({@link SupplyTurn#fed}). Unfed in the high desert it is
 * destroyed (GITM 1.2, 10.8b); unfed in a besieged city it starves in place (no desertion, GITM 10.8) and marks the city
 * for the siege surrender phase (GITM 10.3); unfed elsewhere, or living off the country, it loses deserters (GITM 10.8,
 * GITM-MD desertion.html), and when unfed also hunger morale (GITM-MD morale2.html). Deserters are half prisoners, half
 * stragglers, in the casualty pools combat keeps, so the stragglers come back by {@code StragglersReturn} (GITM 9.13).
 */
public final class Desertion implements TurnStep {
    /** GITM-MD desertion.html: a requisitioning unit loses 1-4% of its men, an unfed one 3-9% (uniform, designed). */
    static final double REQUISITION_LOW = 1;
    static final double REQUISITION_SPAN = 3;
    static final double UNFED_LOW = 3;
    static final double UNFED_SPAN = 6;
    /** GITM-MD desertion.html's morale modifier: -75% at 100, +75% at 0, linear (0.015 a point from 50). */
    static final double MORALE_SLOPE = 0.015;

    @Override
    public void run(Phase phase, TurnContext turn) {
        if (!turn.campaignTurn()) {
            return;
        }
        SupplyTurn supply = SupplyTurn.of(turn);
        Board board = turn.board();
        // fedUnits is sorted by id: the processing order of section 1.
        for (Map.Entry<UnitId, Fed> e : java.util.List.copyOf(supply.fedUnits().entrySet())) {
            Fed fed = e.getValue();
            if (fed == Fed.CARRIED || fed == Fed.SOURCE || !board.has(e.getKey())) {
                continue;
            }
            Unit u = board.unit(e.getKey());
            if (!u.isActive()) {
                continue;
            }
            Optional<City> besieged = besiegedGarrison(board, u);
            if (fed == Fed.UNFED && besieged.isPresent()) {
                starve(phase, turn, u, besieged.get());
            } else if (fed == Fed.UNFED && inHighDesert(board, u)) {
                destroy(phase, turn, u, DestroyCause.HIGH_DESERT);
            } else if (u.men() > 0 || fed == Fed.UNFED) {
                // An HQ (no men of its own) has nobody to desert; unfed, it still loses heart.
                desert(phase, turn, u, fed == Fed.REQUISITIONED);
            }
        }
    }

    /** The besieged city on whose square {@code u} stands as one of its garrison (its controller's side), if any. */
    private static Optional<City> besiegedGarrison(Board board, Unit u) {
        return board.cityAt(u.location()).filter(c -> board.holding(c).besieged())
                .filter(c -> c.state().equals(u.state())
                        || board.start().relation(c.state(), u.state()) == Relation.ALLIED);
    }

    private static boolean inHighDesert(Board board, Unit u) {
        return board.square(u.location().strategic()).map(SquareInfo::terrain)
                .map(t -> t.destroysUnsuppliedUnits()).orElse(false);
    }

    /** GITM 10.8, 10.3: a starving garrison keeps its men but loses heart, and its city may surrender tonight. */
    private static void starve(Phase phase, TurnContext turn, Unit u, City city) {
        int lost = hungerMorale(u, turn.dice("hunger-morale"));
        turn.board().put(u.adjustMorale(-lost));
        SupplyTurn.of(turn).starving(city.name());
        turn.events().add(new Deserted(phase, u.id(), u.location().strategic(), 0, 0, 0, 0, false, lost,
                city.name(), seenBy(u)));
    }

    private static void desert(Phase phase, TurnContext turn, Unit u, boolean requisitioning) {
        double u01 = turn.dice("desertion").uniform("desertion of " + u.id() + ": "
                + (requisitioning ? "requisitioning" : "unfed"));
        double percent = percent(u, requisitioning, u01);
        int lost = Math.min(u.men(), roundHalfUp(u.men() * percent / 100));
        int prisoners = lost / 2;
        int stragglers = lost - prisoners;
        int moraleLost = requisitioning ? 0 : hungerMorale(u, turn.dice("hunger-morale"));
        Unit after = u.toBuilder().men(u.men() - lost).prisoners(u.prisoners() + prisoners)
                .stragglers(u.stragglers() + stragglers).build().adjustMorale(-moraleLost);
        turn.events().add(new Deserted(phase, u.id(), u.location().strategic(), lost, prisoners, stragglers,
                Math.round(percent * 10) / 10.0, requisitioning, moraleLost, "", seenBy(u)));
        if (lost > 0 && after.men() == 0) {
            destroy(phase, turn, after, DestroyCause.DESERTION);
            return;
        }
        turn.board().put(after);
    }

    /**
     * The share of its men a unit loses, in percent: the base range by its supply, times the quality and morale
     * modifiers of GITM-MD desertion.html (multiplied, so that no modifier can turn a loss into a gain; section 9).
     */
    static double percent(Unit u, boolean requisitioning, double u01) {
        double base = requisitioning ? REQUISITION_LOW + REQUISITION_SPAN * u01 : UNFED_LOW + UNFED_SPAN * u01;
        return base * qualityFactor(u.quality()) * moraleFactor(u.morale());
    }

    /** Excellent 0.50 ... Very Poor 2.00, a quarter a grade (GITM-MD desertion.html, minus signs restored). */
    static double qualityFactor(Quality q) {
        return 1.0 + 0.25 * (Quality.GOOD.level() - q.level());
    }

    static double moraleFactor(int morale) {
        return 1.0 + MORALE_SLOPE * (50 - morale);
    }

    /**
     * GITM-MD morale2.html: a unit out of supply that cannot forage loses {@code (8 - Q)(125 - M)/200 + 2}, rounded
     * half up, plus or minus one at random (a d3 less 2), never less than nothing.
     */
    static int hungerMorale(Unit u, Dice dice) {
        double base = (8 - u.quality().level()) * (125 - u.morale()) / 200.0 + 2;
        int r = dice.roll("hunger morale of " + u.id(), 3);
        return Math.max(0, roundHalfUp(base) + r - 2);
    }

    /** Half up, with a hair of slack so that a product such as 7.5 that floats to 7.4999... still rounds up. */
    static int roundHalfUp(double x) {
        return (int) Math.floor(x + 0.5 + 1e-9);
    }

    /**
     * GITM 1.2, 10.8b (killed: nobody takes them prisoner in the desert) and 10.8 (the last deserters). Whatever it
     * carried is lost with it, through the ledger.
     */
    private static void destroy(Phase phase, TurnContext turn, Unit u, DestroyCause cause) {
        SupplyTurn.of(turn).ledger().add(SupplyLedger.Flow.DESTROYED, u.supplies());
        turn.events().add(new UnitDestroyed(phase, u.id(), u.location().strategic(), cause, u.men(), seenBy(u)));
        turn.board().remove(u.id());
    }

    /** The unit's own commander and deputy (and through his entitlement, its War Minister): section 14. */
    private static Visibility seenBy(Unit u) {
        return Visibility.units(Set.of(u.id().toString()));
    }
}
