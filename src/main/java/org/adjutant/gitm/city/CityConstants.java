package org.adjutant.gitm.city;

/**
 * The numbers of sieges and captures (docs/rules/gitm-10-supply.md section 16), each with where it comes from.
 */
public final class CityConstants {
    /** GITM 10.3: hostile strength must pass 110% of the friendly: {@code SIEGE_RATIO_HOSTILE * H > SIEGE_RATIO_FRIENDLY * F}. */
    public static final int SIEGE_RATIO_HOSTILE = 10;
    public static final int SIEGE_RATIO_FRIENDLY = 11;
    /** GITM 10.3: against a fort the besiegers need at least half its capacity ({@code 2H >= capacity}). */
    public static final int SIEGE_FORT_SHARE_DIVISOR = 2;
    /** GITM 10.3, 10.8b: a starving garrison surrenders with chance one in three, one roll for all. */
    public static final double SURRENDER_CHANCE = 1.0 / 3.0;
    /** Designed (section 6): the captor keeps half a captured city's stock, rounded down; the rest is spoilt. */
    public static final int CAPTURED_SHARE_DIVISOR = 2;
    /** GITM-MD morale2.html: city-capture morale in the city's strategic square... */
    public static final int CAPTURE_MORALE_HERE = 8;
    /** ...within {@link #CAPTURE_NEAR} strategic squares of it... */
    public static final int CAPTURE_MORALE_NEAR = 4;
    /** ...and farther; halved (exactly) for a state allied to the captor or the loser but not the state itself. */
    public static final int CAPTURE_MORALE_FAR = 2;
    public static final int CAPTURE_NEAR = 12;

    private CityConstants() {
    }
}
