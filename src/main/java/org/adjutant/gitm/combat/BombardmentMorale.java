package org.adjutant.gitm.combat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.event.MoraleChecked;
import org.adjutant.gitm.event.MoraleOutcome;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;

/**
 * GITM 9.8 for the bombarded (section 16 step 7): a unit that lost 2% checks its morale, with no flank factor and no
 * melee points; one that fails retreats away from the guns, routs or (exhausted) shatters; in a fort it stays.
 */
final class BombardmentMorale {
    private BombardmentMorale() {
    }

    static void check(Barrage barrage) {
        Field f = barrage.field;
        Dice dice = f.dice("combat-morale");
        for (Map.Entry<UnitId, Integer> e : barrage.menBefore.entrySet()) {
            UnitId id = e.getKey();
            if (!f.board().has(id)) {
                continue;
            }
            Unit u = f.board().unit(id);
            int lost = e.getValue() - u.men();
            if (!MoraleCheck.mustCheck(lost, e.getValue())) {
                continue;
            }
            double percent = 100.0 * lost / e.getValue();
            MoraleCheck.Chances c = MoraleCheck.chances(u, percent, Flanks.BOTH_ANCHORED, MoraleCheck.Melee.NONE);
            MoraleOutcome outcome = MoraleCheck.decide(u, c, dice, "morale check of " + id + " under bombardment");
            if (outcome.failed()) {
                f.turn().moraleCheckFailed(id, f.phase());
            }
            if ((outcome == MoraleOutcome.RETREAT || outcome == MoraleOutcome.ROUT) && u.inFort()) {
                outcome = MoraleOutcome.FAILED_IN_FORT;
            }
            f.events().add(new MoraleChecked(f.phase(), id, u.location().strategic(), u.location().tactical(),
                    percent, c.retreat(), c.rout(), outcome, f.everyoneIn(u.location().strategic())));
            switch (outcome) {
                case SHATTER -> Shattering.shatter(f, id, ShatterCause.EXHAUSTED);
                case RETREAT -> Retreat.retreat(f, id, awayFromGuns(u, barrage.shelledFrom.get(id)));
                case ROUT -> Rout.rout(f, id);
                default -> {
                }
            }
        }
    }

    /** The directions towards the squares the guns fired from, each with its neighbours. */
    private static Set<Direction> awayFromGuns(Unit u, List<Location> guns) {
        Set<Direction> out = new TreeSet<>();
        for (Location g : guns) {
            Direction.of(Integer.signum(g.tactical().col() - u.location().tactical().col()),
                    Integer.signum(g.tactical().row() - u.location().tactical().row()))
                    .ifPresent(d -> out.addAll(Field.withNeighbours(d)));
        }
        return out;
    }
}
