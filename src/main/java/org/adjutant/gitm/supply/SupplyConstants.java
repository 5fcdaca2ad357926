package org.adjutant.gitm.supply;

import org.adjutant.gitm.unit.Unit;

/**
 * The numbers of supply and communications in one place (docs/rules/gitm-10-supply.md section 16, with the reason for
 * each: "given" where the rule book fixes it, "designed" where we chose it).
 */
public final class SupplyConstants {
    /** A corps HQ's line to an army HQ for communications, in strategic squares (given, GITM 10.1). */
    public static final int CORPS_TO_ARMY = 5;
    /** A unit's line to its corps HQ, for communications and supply (given, GITM 10.1, 10.5). */
    public static final int UNIT_TO_CORPS = 2;
    /** A corps HQ's line to the city it draws from (given, GITM 10.5); the one search each corps HQ gets. */
    public static final int CORPS_TO_CITY = 8;
    /** Units one corps HQ supplies, itself included (given, GITM 10.5). */
    public static final int CORPS_LOAD = 18;
    /** Supplies a unit eats on a campaign turn (given, GITM 10.5, 10.7). */
    public static final int CONSUMPTION = 1;
    /** At most this many units in a strategic square, every side counted, for any of them to requisition (given, 10.5). */
    public static final int REQUISITION_MAX_UNITS = 3;
    /** Ammunition after any draw (given, GITM 10.9). */
    public static final int AMMUNITION_FULL = Unit.MAX_AMMUNITION;
    /** A city's production a turn per level of the city (designed, section 11: the hinterland's surplus). */
    public static final int PRODUCTION_PER_LEVEL = 1;
    /** A city's natural stock per level (the map's own stocking rule, docs/map.md). */
    public static final int NATURAL_STOCK_PER_LEVEL = 20;
    /** What a port adds to its natural stock (docs/map.md). */
    public static final int NATURAL_STOCK_PORT = 10;

    private SupplyConstants() {
    }
}
