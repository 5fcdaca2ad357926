package org.adjutant.gitm.render;

/**
 * How a viewer relates to the troops in a square, which sets the flag's colour (GITM 1.4, 2.5): blue for his own side
 * and active allies, red for hostile, grey for neutral; black when all three are present.
 */
public enum Allegiance {
    FRIENDLY, HOSTILE, NEUTRAL, ALL_THREE
}
