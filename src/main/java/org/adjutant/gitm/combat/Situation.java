package org.adjutant.gitm.combat;

/**
 * Everything about a unit's place in a battle that its strength depends on besides the unit itself (GITM 9.5-9.7,
 * 9.9, 9.14, 10.10; docs/rules/gitm-9-combat.md, section 8).
 *
 * @param segment         fire, melee or bombardment
 * @param posture         the posture it fights this segment in (after any 9.10 switch)
 * @param fortBattle      a unit of either side is in a fort: cavalry fight at their fort values
 * @param enemyInSquare   the share of the enemy's first two lines in square, for cavalry's blended arm (9.5)
 * @param townSquare      the battle square is a town: militia fight better there
 * @param terrain         the defending side's terrain multiplier, 1 for the other side (9.6)
 * @param rating          the battle square's defensive rating, for the label
 * @param held            one of the defending side that did not move in (9.6)
 * @param armyHq          in communications from an army HQ of the 9.6 bonus
 * @param militiaMoved    a militia unit that moved onto the battle square (9.6)
 * @param inSquare        its infantry formed square (9.5)
 * @param outOfAmmunition it had no ammunition when the phase began (10.10)
 * @param fortLevel       the level of the manned fort it stands in, 0 if none or not manned (9.6)
 * @param enemyHorse      the share of the enemy's first two lines who are horse, for lancers' blended arm (8.1)
 */
public record Situation(Segment segment, Posture posture, boolean fortBattle, double enemyInSquare,
                        boolean townSquare, double terrain, int rating, boolean held, boolean armyHq,
                        boolean militiaMoved, boolean inSquare, boolean outOfAmmunition, int fortLevel,
                        double enemyHorse) {
    /** A situation with no enemy horse to blend against (the bombardment's, and tests'). */
    public Situation(Segment segment, Posture posture, boolean fortBattle, double enemyInSquare, boolean townSquare,
                     double terrain, int rating, boolean held, boolean armyHq, boolean militiaMoved,
                     boolean inSquare, boolean outOfAmmunition, int fortLevel) {
        this(segment, posture, fortBattle, enemyInSquare, townSquare, terrain, rating, held, armyHq, militiaMoved,
                inSquare, outOfAmmunition, fortLevel, 0);
    }
}
