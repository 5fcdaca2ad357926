package org.adjutant.gitm.forces;

import java.util.Optional;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.sequence.CampaignCalendar;
import org.adjutant.gitm.unit.Merger;
import org.adjutant.gitm.unit.SizeLimits;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * Buying men and batteries for existing units (SoW 4.14; docs/rules/sow.md section 12): who may, when, how much it
 * costs and what the unit looks like after. Only Mexican states, only on the reinforcement turn (turn 1 of the second
 * campaign), never above the 4.9 ceilings (a Guardia Presidencial unit never above 1,500 again). The recruits are
 * raw men of the unit's own depot: its quality stays, its experience, morale and fatigue become the averages by men
 * with newcomers at 0, 50 and 0, its ammunition and supplies stay.
 *
 * <p>The order {@code REINFORCE} calls these rules at arrival and in the Orders phase ({@link ReinforceRules},
 * {@link Reinforcing}).
 */
public final class Reinforcements {
    /** SoW 4.14: the one campaign and turn on which reinforcements are bought. */
    public static final int CAMPAIGN = 2;
    public static final int TURN = 1;
    /** The morale of raw recruits: the scale's starting value (GITM 3.7). */
    private static final int RECRUIT_MORALE = Unit.START_MORALE;

    private Reinforcements() {
    }

    /** Whether reinforcements may be bought on this turn (SoW 4.14: turn 1 of the second campaign, no other). */
    public static boolean isReinforcementTurn(int campaign, int turn) {
        return campaign == CAMPAIGN && turn == TURN;
    }

    /**
     * Why {@code unit} may not be reinforced by {@code men} men and {@code batteries} batteries now, if it may not.
     *
     * @param nation the nation of the unit's state
     */
    public static Optional<String> problem(Unit unit, Nation nation, int campaign, int turn, int men,
                                           int batteries) {
        return problem(unit, nation, isReinforcementTurn(campaign, turn),
                CampaignCalendar.label(CAMPAIGN, TURN).inText(),
                men, batteries);
    }

    /**
     * As above, with the game calendar's word on the turn (docs/rules/sow.md 17.1).
     *
     * @param turns the calendar's reinforcement turns in words, "campaign 2, turn 1"
     */
    public static Optional<String> problem(Unit unit, Nation nation, boolean reinforcementTurn, String turns,
                                           int men, int batteries) {
        if (nation != Nation.MX) {
            return Optional.of("the United States does not reinforce units; it merges and transfers (SoW 4.14)");
        }
        if (!reinforcementTurn) {
            return Optional.of("reinforcements are bought only on the reinforcement turns: " + turns
                    + " (SoW 4.14)");
        }
        if (unit.isHeadquarters()) {
            return Optional.of("headquarters are not reinforced: SoW 4.14 prices no headquarters men");
        }
        if (men < 0 || batteries < 0 || men + batteries == 0) {
            return Optional.of("a reinforcement adds men or batteries");
        }
        return SizeLimits.additionProblem(unit.id().toString(), unit.type(), unit.guard(), unit.men() + men,
                unit.batteries() + batteries);
    }

    /**
     * The price in crowns (SoW 4.14): infantry and militia 20 a 500 men or part of 500, light infantry 24; lancers
     * (the text's HC) 50 a 250, dragoons 35, light cavalry 30; artillery 5 a 100 (light artillery 10); a battery 20,
     * horse artillery's 25, siege artillery's 45.
     */
    public static int price(UnitType type, int men, int batteries) {
        return blocks(men, menBlock(type)) * menPrice(type) + batteries * batteryPrice(type);
    }

    /** The unit after the reinforcement; call {@link #problem} first. */
    public static Unit reinforced(Unit unit, int men, int batteries) {
        if (men == 0) {
            return unit.withBatteries(unit.batteries() + batteries);
        }
        int own = unit.men();
        return unit.toBuilder()
                .men(own + men)
                .batteries(unit.batteries() + batteries)
                .experience(Merger.weighted(unit.experience(), own, 0, men))
                .morale(Merger.weighted(unit.morale(), own, RECRUIT_MORALE, men))
                .fatigue(Merger.weighted(unit.fatigue(), own, 0, men))
                .build();
    }

    /** SoW 4.14 prices men by the block, any part of a block counting whole. */
    static int blocks(int men, int block) {
        return (men + block - 1) / block;
    }

    private static int menBlock(UnitType type) {
        return switch (type.arm()) {
            case INFANTRY, MILITIA -> 500;
            case CAVALRY -> 250;
            case ARTILLERY -> 100;
            case HEADQUARTERS -> throw new IllegalArgumentException("headquarters are not reinforced");
        };
    }

    private static int menPrice(UnitType type) {
        return switch (type) {
            case IN, MI -> 20;
            case LI -> 24;
            case NC -> 50;
            case MC -> 35;
            case LC -> 30;
            case HA, MA, SA -> 5;
            case LA -> 10;
            case AQ, CQ -> throw new IllegalArgumentException("headquarters are not reinforced");
        };
    }

    private static int batteryPrice(UnitType type) {
        return switch (type) {
            case HA -> 25;
            case SA -> 45;
            default -> 20;
        };
    }
}
