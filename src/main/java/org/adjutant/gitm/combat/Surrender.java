package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.event.Surrendered;
import org.adjutant.gitm.event.Surrendered.Terms;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.order.DefensiveAttitude;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;

/**
 * GITM 9.9, 9.2 (section 11.5 step 2): units of the side that lost the melee that stand in a fort do not fall back
 * but surrender, headquarters with them. On what terms (section 11.6, designed) the garrison's fight decides:
 * <ul>
 * <li>a unit in last-ditch defence asks for none, and one beaten at odds of {@code TERMS_ODDS} or longer, or with no
 * way out of the square, has none to ask: it surrenders at discretion, every man a prisoner;</li>
 * <li>otherwise the victor, spared another storm, grants the honours of war: the unit marches out with its men and
 * small arms to the nearest friendly city within reach (as a shattered unit flees, GITM 12.2, but whole and in
 * order), leaving the fort, its guns and its stores, and takes no further part this turn;</li>
 * <li>with no friendly city within reach it lays down its arms and is paroled: the men leave the war as prisoners
 * do (GITM 9.13), the unit is gone.</li>
 * </ul>
 * Headquarters in the fort go with the garrison on the best terms any of its units got.
 */
final class Surrender implements BattleStep {
    @Override
    public Order order() {
        return Order.SURRENDER;
    }

    @Override
    public void run(Battle b) {
        Side loser = b.winner.orElseThrow().other();
        List<Fighter> garrison = new ArrayList<>();
        for (Fighter f : b.fighters()) {
            if (f.side == loser && f.present && b.unit(f).inFort()) {
                garrison.add(f);
            }
        }
        Map<Fighter, Terms> granted = new LinkedHashMap<>();
        Terms best = Terms.CAPTURED;
        for (Fighter f : garrison) {
            if (!f.headquarters) {
                Terms terms = terms(b, f);
                granted.put(f, terms);
                best = terms.compareTo(best) > 0 ? terms : best;
            }
        }
        for (Fighter f : garrison) {
            yieldOn(b, f, granted.getOrDefault(f, best)); // in id order; headquarters on the garrison's best terms
        }
    }

    /** The terms a unit of the beaten garrison can have, before a refuge is sought. */
    static Terms terms(Battle b, Fighter f) {
        if (f.orders.defensive() == DefensiveAttitude.LAST_DITCH) {
            return Terms.CAPTURED; // it fought to the last and asked for nothing
        }
        Side loser = f.side;
        double beaten = b.melee.getOrDefault(loser, 0.0);
        double victor = b.melee.getOrDefault(loser.other(), 0.0);
        double odds = b.field().tuning().get(CombatTuning.Knob.TERMS_ODDS);
        if (beaten <= 0 || victor >= odds * beaten) {
            return Terms.CAPTURED; // overwhelmed: nothing to bargain with
        }
        Unit u = b.unit(f);
        for (Direction d : Direction.values()) {
            if (b.field().openStep(u, u.location().tactical(), d).isPresent()) {
                return Terms.HONOURS_OF_WAR;
            }
        }
        return Terms.CAPTURED; // surrounded: no road to march out by
    }

    private static void yieldOn(Battle b, Fighter f, Terms terms) {
        Field field = b.field();
        Unit u = b.unit(f);
        b.leaves(f);
        if (terms == Terms.HONOURS_OF_WAR) {
            Optional<Location> refuge = Refuge.find(field, u.toBuilder().inFort(false).build());
            if (refuge.isPresent()) {
                marchOut(b, f, u, refuge.get());
                return;
            }
            terms = Terms.PAROLED;
        }
        int men = field.ledger().loseAll(f.id, CasualtyCause.SURRENDER);
        field.turn().supplyLedger().add(SupplyLedger.Flow.SURRENDERED, u.supplies());
        field.events().add(new Surrendered(field.phase(), f.id, u.location().strategic(), u.location().tactical(),
                men, terms, Optional.empty(), b.seenBy()));
        field.board().remove(f.id);
    }

    /** The garrison leaves with its men and arms; the fort's guns and its stores stay (section 11.6). */
    private static void marchOut(Battle b, Fighter f, Unit u, Location to) {
        Field field = b.field();
        field.turn().supplyLedger().add(SupplyLedger.Flow.SURRENDERED, u.supplies());
        field.board().put(u.toBuilder().location(to).inFort(false).batteries(0).supplies(0).build()
                .adjustFatigue(CombatConstants.FALL_BACK_FATIGUE));
        field.turn().cancelOrders(f.id);
        ContactRecord.of(field.turn()).beaten(f.id, field.phase());
        field.events().add(new Surrendered(field.phase(), f.id, u.location().strategic(), u.location().tactical(),
                u.men(), Terms.HONOURS_OF_WAR, Optional.of(to.strategic()), field.everyoneIn(
                        java.util.Set.of(f.id.toString()), u.location().strategic(), to.strategic())));
    }
}
