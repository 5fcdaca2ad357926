package org.adjutant.gitm.combat;

/**
 * One labelled factor of a strength (the FreeCol way: every multiplier named, with its rule), so a battle report or a
 * moderator can print the whole chain, e.g. "x0.77 Fair (GITM 9.6)".
 *
 * @param name  what it is, e.g. "Fair", "experience 12", "rating 4"
 * @param rule  the rule it comes from, e.g. "GITM 9.6"
 * @param value the multiplier
 */
public record Modifier(String name, String rule, double value) {
    @Override
    public String toString() {
        return "x" + Strength.format(value) + " " + name;
    }
}
