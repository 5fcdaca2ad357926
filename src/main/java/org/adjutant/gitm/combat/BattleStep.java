package org.adjutant.gitm.combat;

/**
 * One step of a battle (GITM 9; docs/rules/gitm-9-combat.md, section 21). {@link BattleSteps} runs them in the order
 * of {@link Order}, each on the same {@link Battle}; a step does one mechanic and is named after it.
 */
public interface BattleStep {
    /** The steps of a battle, in the order they run. */
    enum Order {
        /** GITM 9.1, 8.3: who is still on the square to fight. */
        MUSTER,
        /** GITM 6.6, 8.11, 9.6: the defending side, each unit's posture, who held the square. */
        POSTURES,
        /** GITM 9.2: headquarters shatter or withdraw; in a fort they stay. */
        HEADQUARTERS_LEAVE,
        /** GITM 9.5: infantry form squares against a mostly-cavalry attack. */
        SQUARES_FORM,
        /** GITM 9.4: the battle line's length from the directions of attack. */
        LINE_LENGTH,
        /** GITM 9.3, 9.4: lines from orders, random fill, the front, the second line and the rear. */
        LINES_FORM,
        /** GITM 9.8, 9.5: flanks anchored or exposed. */
        FLANKS,
        /** GITM 9.6: is the fort manned. */
        FORT_MANNING,
        /** GITM 3.6: the odds, for experience. */
        ODDS,
        /** GITM 9.6, 9.7: each side's firing strength. */
        FIRING_STRENGTH,
        /** GITM 9.7: the casualties of the fire, both ways at once. */
        FIRING_CASUALTIES,
        /** GITM 9.7, 10.9: fatigue and ammunition of those who fired. */
        FIRING_COSTS,
        /** GITM 9.8, 12.1: morale checks after the fire. */
        FIRING_MORALE,
        /** GITM 9.8: those who failed retreat. */
        FIRING_RETREATS,
        /** GITM 9.8: those who failed badly rout. */
        FIRING_ROUTS,
        /** GITM 12.1-12.2: those exhausted or blocked shatter. */
        FIRING_SHATTERS,
        /** GITM 9.3, 9.4: lines formed again, the front refilled. */
        LINES_REFORM,
        /** GITM 9.8, 9.9: flanks again, on the men now present. */
        MELEE_FLANKS,
        /** GITM 9.6: manning again. */
        MELEE_FORT_MANNING,
        /** GITM 9.10: at 2:1 against, attack and defend become skirmish. */
        SKIRMISH_SWITCH,
        /** GITM 9.6, 9.9: each side's melee strength. */
        MELEE_STRENGTH,
        /** GITM 9.9: who wins the melee. */
        MELEE_RESULT,
        /** GITM 9.9: the melee's casualties, the loser's increased. */
        MELEE_CASUALTIES,
        /** GITM 9.9, 10.9: fatigue and ammunition of those who fought. */
        MELEE_COSTS,
        /** GITM 9.11: morale checks after the melee. */
        MELEE_MORALE,
        MELEE_RETREATS,
        MELEE_ROUTS,
        MELEE_SHATTERS,
        /** GITM 9.9, 9.2: the loser's units in a fort surrender. */
        SURRENDER,
        /** GITM 9.5: the loser's squares may be caught. */
        SQUARES_TRAPPED,
        /** GITM 9.9: the loser's other units fall back. */
        FALL_BACK,
        /** Designed (section 26.13): the winner's horse and light troops take men of the beaten side drawing off. */
        PURSUIT,
        /** GITM 10.9: one unit of ammunition for the phase. */
        AMMUNITION_SPENT,
        /** GITM 3.6: experience by the odds. */
        EXPERIENCE,
        /** GITM 9.13: losses split into killed, wounded, prisoners and stragglers. */
        CASUALTY_TYPES,
        /** GITM 3.7, 7.5, 9.1: the battle recorded for battle morale and next turn, and reported. */
        RECORDED
    }

    Order order();

    void run(Battle battle);
}
