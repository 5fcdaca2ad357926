package org.adjutant.gitm.combat;

import org.adjutant.gitm.sequence.SupplyLedger;
import java.util.Optional;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.event.DestroyCause;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.event.Shattered;
import org.adjutant.gitm.event.UnitDestroyed;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;

/**
 * A unit shatters (GITM 12.1-12.2; docs/rules/gitm-9-combat.md, section 19): it loses 30-80% of its men, half
 * stragglers and half prisoners, and each battery with the same chance; its supplies and ammunition are gone; it flees
 * to its refuge ({@link Refuge}; with no city, to the coast by {@link CoastalRefuge}) and starts to reform there over 2 or 3 turns, carrying out no order for the rest of
 * this one. With no refuge it is destroyed. Every place that shatters a unit (morale checks at fatigue 16+, blocked
 * retreats and routs, no square to fall back to, trapped squares, surprised HQs) comes here.
 */
public final class Shattering {
    private Shattering() {
    }

    /** Shatters the unit; returns false when it was destroyed instead. */
    public static boolean shatter(Field f, UnitId id, ShatterCause cause) {
        Unit u = f.board().unit(id);
        Dice dice = f.dice("shatter");
        int span = CombatConstants.SHATTER_LOSS_MAX - CombatConstants.SHATTER_LOSS_MIN + 1;
        int percent = dice.roll(id + " shattered: share of its men lost (30-80%)", span)
                + CombatConstants.SHATTER_LOSS_MIN - 1;
        int lost = f.ledger().lose(id, (int) Math.round(u.men() * percent / 100.0), CasualtyCause.SHATTER);
        int batteries = 0;
        for (int b = 0; b < u.batteries(); b++) {
            if (dice.uniform(id + " shattered: battery " + (b + 1) + " abandoned (" + percent + "%)") >= percent / 100.0) {
                batteries++;
            }
        }
        Unit broken = f.board().unit(id).toBuilder().batteries(batteries).supplies(0).ammunition(0).inFort(false)
                .build();
        f.board().put(broken);
        f.turn().supplyLedger().add(SupplyLedger.Flow.SHATTERED, u.supplies());
        f.turn().cancelOrders(id);
        f.turn().moraleCheckFailed(id, f.phase());
        StrategicSquare from = u.location().strategic();
        Optional<Location> refuge = Refuge.find(f, broken);
        Optional<Shattered.Coast> coast = Optional.empty();
        if (refuge.isEmpty()) {
            // GITM 12.2: no city to flee to; a friendly transport group off the coast may still take the men off
            Optional<CoastalRefuge.Landfall> landfall = CoastalRefuge.find(f, broken);
            refuge = landfall.map(CoastalRefuge.Landfall::at);
            coast = landfall.map(CoastalRefuge.Landfall::coast);
        }
        if (refuge.isEmpty()) {
            destroy(f, id, DestroyCause.NO_REFUGE);
            return false;
        }
        int reform = dice.roll(id + " shattered: turns to reform (2-3)",
                CombatConstants.REFORM_TURNS_MAX - CombatConstants.REFORM_TURNS_MIN + 1)
                + CombatConstants.REFORM_TURNS_MIN - 1;
        f.board().put(f.board().unit(id).toBuilder().location(refuge.get()).readiness(Readiness.SHATTERED)
                .reformTurns(reform).reformFailures(0).build());
        f.events().add(new Shattered(f.phase(), id, cause, percent, lost, from, refuge.get().strategic(),
                refuge.get().tactical(), f.everyoneIn(from, refuge.get().strategic()), coast));
        return true;
    }

    /**
     * GITM 12.4: an enemy came into the square where a shattered unit reforms; it flees again along a line of contact
     * to a city, with no further loss, and needs one more turn. Returns false when it found no city and was destroyed:
     * 12.4 names only the city, so a unit disturbed on the coast does not fall back to it again.
     */
    public static boolean driveOn(Field f, UnitId id) {
        Unit u = f.board().unit(id);
        Optional<Location> refuge = Refuge.find(f, u);
        if (refuge.isEmpty()) {
            destroy(f, id, DestroyCause.NO_REFUGE);
            return false;
        }
        f.board().put(u.toBuilder().location(refuge.get()).reformTurns(u.reformTurns() + 1).build());
        f.events().add(new Shattered(f.phase(), id, ShatterCause.DRIVEN_ON, 0, 0, u.location().strategic(),
                refuge.get().strategic(), refuge.get().tactical(),
                f.everyoneIn(u.location().strategic(), refuge.get().strategic())));
        return true;
    }

    /** The unit is gone from the game; its last men count as captured (section 15). */
    public static void destroy(Field f, UnitId id, DestroyCause cause) {
        Unit u = f.board().unit(id);
        int men = f.ledger().loseAll(id, CasualtyCause.DESTROYED);
        f.turn().supplyLedger().add(SupplyLedger.Flow.DESTROYED, u.supplies());
        f.events().add(new UnitDestroyed(f.phase(), id, u.location().strategic(), cause, men,
                f.everyoneIn(java.util.Set.of(id.toString()), u.location().strategic())));
        f.board().remove(id);
    }
}
