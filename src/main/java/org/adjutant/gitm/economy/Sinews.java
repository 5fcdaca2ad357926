package org.adjutant.gitm.economy;

/**
 * The constants of Sinews of War as built (docs/rules/sow.md section 21, which gives each one's source or reason).
 * Sums are whole crowns.
 */
public final class Sinews {
    /** Crowns a level of an inland city earns a turn (SoW-2018 2.2). */
    public static final int INLAND_RATE = 15;
    /** Crowns a level of a port earns a turn (designed: customs, the richest revenue of 1846; section 3). */
    public static final int PORT_RATE = 20;
    /** Each hostile brigade near a city takes this many twentieths (5%) off its income (SoW-2018 2.4). */
    public static final int BRIGADE_REDUCTION_TWENTIETHS = 1;
    /** At most this many brigades count against one city (SoW-2018 2.4, the cut sentence read as four). */
    public static final int BRIGADE_CAP = 4;
    /** A brigade counts when its line of contact to the city is at most this long, in squares (SoW-2018 2.4). */
    public static final int BRIGADE_RANGE = 4;
    /** An occupied on-map city earns 1/this of its income (SoW-2018 2.3). */
    public static final int OCCUPIED_DIVISOR = 2;
    /** An off-map port held by another power than its first holder earns this many quarters (SoW-2018 2.3). */
    public static final int OFF_MAP_FOREIGN_QUARTERS = 3;
    /** On peace and truce turns a unit costs this multiple of its wartime inactive cost (SoW 5.3). */
    public static final int PEACE_UPKEEP_MULTIPLE = 15;
    /** Morale a unit loses when none of the bill is paid, scaled by the share unpaid (designed, section 6). */
    public static final int UNPAID_MORALE = 10;
    /** Men in a thousand who desert when none of the bill is paid, scaled by the share unpaid (5%; section 6). */
    public static final int UNPAID_DESERTION_PER_MILLE = 50;
    /**
     * Desertion grows with each turn in a row a state goes short, up to this many times the first turn's (section 6:
     * one missed pay day is forgiven, three are not).
     */
    public static final int ARREARS_DESERTION_CAP = 3;
    /**
     * After this many turns in a row short, the last with at least half the bill unpaid, the troops owed pay refuse to
     * march: they go into quarters, and none of the state's units takes the field by order until it pays a whole
     * turn's bill (section 6).
     */
    public static final int MUTINY_AFTER = org.adjutant.gitm.order.OrderContext.MUTINY_AFTER;
    /** A war chest holds at most this many turns of its army's pay, all units counted active (section 3.2). */
    public static final int WAR_CHEST_TURNS = 15;

    /** Crowns a supply costs in a city of the buyer's own nation (designed, docs/rules/sow.md section 14). */
    public static final int SUPPLY_PRICE = 5;
    /** A captured city of the other nation sells at this multiple of {@link #SUPPLY_PRICE} (section 14). */
    public static final int HOSTILE_MARKET_FACTOR = 2;
    /** A city's market sells at most this many supplies a level a turn, over all of a state's orders (section 14). */
    public static final int SUPPLY_BUY_PER_LEVEL = 10;
    /** Designed (section 14): an off-map port sells at most GITM 10.6's 60 supplies a turn, whatever its level. */
    public static final int PORT_SUPPLY_LIMIT = 60;

    /** New fort works cost this many crowns times the new level (designed, docs/rules/sow.md section 15). */
    public static final int FORT_COST_PER_LEVEL = 200;
    /** Repairing up to a level the fort has had costs this many crowns times that level, in one turn (section 15). */
    public static final int FORT_REPAIR_PER_LEVEL = 100;
    /** Each level newly built adds this much to the fort's capacity (section 15). */
    public static final int FORT_CAPACITY_STEP = 1000;
    /** The highest fort level (GITM 2.6). */
    public static final int FORT_MAX_LEVEL = 5;

    private Sinews() {
    }

    /** Whole blocks of {@code size} men, any part of a block counting as a whole one (SoW 5.2, 4.14). */
    public static int blocks(int men, int size) {
        return men <= 0 ? 0 : (men + size - 1) / size;
    }

    /** {@code numerator / denominator} to the nearest whole number, halves upwards (both non-negative). */
    public static long roundHalfUp(long numerator, long denominator) {
        return (2 * numerator + denominator) / (2 * denominator);
    }
}
