package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.adjutant.gitm.movement.BattleContact;

/**
 * The steps of one battle in their order (docs/rules/gitm-9-combat.md, section 21), TripleA's {@code BattleStep}
 * way: each mechanic a small class, the enum {@link BattleStep.Order} the sequence. A battle whose sides no longer
 * both hold the field skips what needs both: with one side gone before the firing nobody fights (the HQs may still
 * have left); with one side gone after it there is no melee, and the other side holds the square.
 */
public final class BattleSteps {
    private final List<BattleStep> steps;

    public BattleSteps() {
        List<BattleStep> all = new ArrayList<>(List.of(
                new BattleMuster(), new DefenceAndPostures(), new HeadquartersLeave(), new SquaresForm(),
                new LineLength(), new LinesForm(Segment.FIRE), new FlanksJudged(Segment.FIRE),
                new FortManning(Segment.FIRE), new BattleOdds(), new FiringStrength(), new FiringCasualties(),
                new FiringCosts(), new SegmentMoraleChecks(Segment.FIRE),
                new Departures(Segment.FIRE, Departures.Kind.RETREATS),
                new Departures(Segment.FIRE, Departures.Kind.ROUTS),
                new Departures(Segment.FIRE, Departures.Kind.SHATTERS),
                new LinesForm(Segment.MELEE), new FlanksJudged(Segment.MELEE), new FortManning(Segment.MELEE),
                new SkirmishSwitch(), new MeleeStrength(), new MeleeResult(), new MeleeCasualties(), new MeleeCosts(),
                new SegmentMoraleChecks(Segment.MELEE), new Departures(Segment.MELEE, Departures.Kind.RETREATS),
                new Departures(Segment.MELEE, Departures.Kind.ROUTS),
                new Departures(Segment.MELEE, Departures.Kind.SHATTERS),
                new Surrender(), new SquaresTrapped(), new LosersFallBack(), new Pursuit(), new AmmunitionSpent(),
                new BattleExperience(), new CasualtyTypes(), new BattleRecorded()));
        all.sort(Comparator.comparing(BattleStep::order));
        this.steps = List.copyOf(all);
    }

    /** Fights one battle on the field of its phase; returns it as it ended. */
    public Battle fight(Field field, BattleContact contact) {
        Battle b = new Battle(field, contact);
        boolean melee = false;
        for (BattleStep step : steps) {
            BattleStep.Order o = step.order();
            if (o == BattleStep.Order.HEADQUARTERS_LEAVE && !b.joined()) {
                return b; // a side was gone before the battle began: nothing happens here
            }
            if (o == BattleStep.Order.LINES_REFORM) {
                melee = b.fought && b.joined();
            }
            if (applies(o, b, melee)) {
                step.run(b);
            }
        }
        return b;
    }

    /** Whether a step has anything to do, given who still holds the field. */
    private static boolean applies(BattleStep.Order o, Battle b, boolean melee) {
        if (o.compareTo(BattleStep.Order.HEADQUARTERS_LEAVE) <= 0 || o == BattleStep.Order.CASUALTY_TYPES) {
            return true;
        }
        if (o.compareTo(BattleStep.Order.LINES_FORM) <= 0) {
            return b.joined(); // squares, line length, lines: only if both sides are still there
        }
        if (o.compareTo(BattleStep.Order.LINES_REFORM) < 0) {
            return b.fought;
        }
        if (o.compareTo(BattleStep.Order.FALL_BACK) <= 0) {
            return melee;
        }
        return b.fought; // ammunition, experience, the record
    }

    /** The steps in the order they run. */
    public List<BattleStep> steps() {
        return steps;
    }
}
