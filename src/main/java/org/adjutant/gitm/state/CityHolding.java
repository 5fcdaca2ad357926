package org.adjutant.gitm.state;

import java.util.OptionalInt;

/**
 * What the game has changed about a city compared with its map: who controls it now, the supplies stored there
 * (GITM 1.3, 10.5), and the level of its fort when bombardment has lowered it (GITM 9.14). Only cities a scenario or
 * the play has touched carry one; others are as the map says.
 *
 * @param fortLevel     the fort's level now, 0-5 (0: breached, no fort until repaired); empty when it is the map's. A
 *                      breached fort keeps its capacity on the map for the repair the economy rules will bring.
 * @param besiegedSince the absolute turn ({@code (campaign - 1) * 15 + turn}) in which the siege standing now began
 *                      (GITM 10.3, recorded state: docs/rules/gitm-10-supply.md section 5.2); 0 when not besieged
 * @param militia       men in the city's militia pool (docs/rules/sow.md section 7); empty when full, at
 *                      {@link #militiaCap(int) its cap}
 * @param militiaAttempt the campaign in which a militia rising was last tried here (SoW 4.3, section 9); 0 never
 * @param fortress      the fort's highest level, built capacity and works under way (SoW 7, docs/rules/sow.md section
 *                      15); {@link Fortress#AS_MAPPED} when nobody has built there
 */
public record CityHolding(String state, int supplies, OptionalInt fortLevel, int besiegedSince, OptionalInt militia,
                          int militiaAttempt, Fortress fortress) {
    /** Men a level of a city holds at most in its militia pool (designed, docs/rules/sow.md section 7). */
    public static final int MILITIA_POOL_PER_LEVEL = 1000;
    /** Men a level of a city adds to its militia pool at every campaign's end, up to the cap (section 7). */
    public static final int MILITIA_REGEN_PER_LEVEL = 500;

    public CityHolding {
        if (fortress == null) {
            fortress = Fortress.AS_MAPPED;
        }
        if (state == null || state.isBlank()) {
            throw new IllegalArgumentException("a city is controlled by a state");
        }
        if (supplies < 0) {
            throw new IllegalArgumentException("supplies cannot be negative: " + supplies);
        }
        if (fortLevel == null) {
            fortLevel = OptionalInt.empty();
        }
        if (fortLevel.isPresent() && (fortLevel.getAsInt() < 0 || fortLevel.getAsInt() > 5)) {
            throw new IllegalArgumentException("a fort level is 0-5, not " + fortLevel.getAsInt());
        }
        if (besiegedSince < 0) {
            throw new IllegalArgumentException("a siege begins in turn 1 or later, not " + besiegedSince);
        }
        if (militia == null) {
            militia = OptionalInt.empty();
        }
        if (militia.isPresent() && militia.getAsInt() < 0) {
            throw new IllegalArgumentException("a militia pool cannot be negative: " + militia.getAsInt());
        }
        if (militiaAttempt < 0) {
            throw new IllegalArgumentException("a rising is tried in campaign 1 or later, not " + militiaAttempt);
        }
    }

    /** No fort built or under works. */
    public CityHolding(String state, int supplies, OptionalInt fortLevel, int besiegedSince, OptionalInt militia,
                       int militiaAttempt) {
        this(state, supplies, fortLevel, besiegedSince, militia, militiaAttempt, Fortress.AS_MAPPED);
    }

    /** A full militia pool and no rising tried. */
    public CityHolding(String state, int supplies, OptionalInt fortLevel, int besiegedSince, Fortress fortress) {
        this(state, supplies, fortLevel, besiegedSince, OptionalInt.empty(), 0, fortress);
    }

    /** A full militia pool, no rising tried, no fort built or under works. */
    public CityHolding(String state, int supplies, OptionalInt fortLevel, int besiegedSince) {
        this(state, supplies, fortLevel, besiegedSince, OptionalInt.empty(), 0, Fortress.AS_MAPPED);
    }

    /** Not besieged. */
    public CityHolding(String state, int supplies, OptionalInt fortLevel) {
        this(state, supplies, fortLevel, 0);
    }

    /** Control and supplies only; the fort is as the map says. */
    public CityHolding(String state, int supplies) {
        this(state, supplies, OptionalInt.empty());
    }

    public CityHolding withFortLevel(int level) {
        return new CityHolding(state, supplies, OptionalInt.of(level), besiegedSince, militia, militiaAttempt, fortress);
    }

    public CityHolding withSupplies(int value) {
        return new CityHolding(state, value, fortLevel, besiegedSince, militia, militiaAttempt, fortress);
    }

    /** Another state controls the city now. */
    public CityHolding withState(String value) {
        return new CityHolding(value, supplies, fortLevel, besiegedSince, militia, militiaAttempt, fortress);
    }

    /** Besieged since this absolute turn, or (0) not besieged. */
    public CityHolding withBesiegedSince(int turn) {
        return new CityHolding(state, supplies, fortLevel, turn, militia, militiaAttempt, fortress);
    }

    /** The men in the militia pool of a city of {@code level}. */
    public int militiaPool(int level) {
        return militia.orElse(militiaCap(level));
    }

    /** The militia pool holds {@code men} (an explicit figure, even at the cap). */
    public CityHolding withMilitia(int men) {
        return new CityHolding(state, supplies, fortLevel, besiegedSince, OptionalInt.of(men), militiaAttempt, fortress);
    }

    /** A rising was tried here in {@code campaign} (SoW 4.3). */
    public CityHolding withMilitiaAttempt(int campaign) {
        return new CityHolding(state, supplies, fortLevel, besiegedSince, militia, campaign, fortress);
    }

    /** The fort's works, highest level or capacity changed (SoW 7). */
    public CityHolding withFortress(Fortress value) {
        return new CityHolding(state, supplies, fortLevel, besiegedSince, militia, militiaAttempt, value);
    }

    /** The most men a city of this level holds in its militia pool (a level-0 fort holds none). */
    public static int militiaCap(int level) {
        return MILITIA_POOL_PER_LEVEL * level;
    }

    public boolean besieged() {
        return besiegedSince > 0;
    }
}
