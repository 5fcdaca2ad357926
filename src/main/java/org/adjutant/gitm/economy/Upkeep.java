package org.adjutant.gitm.economy;

import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipType;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * What a unit costs a turn (SoW 5.1-5.3; docs/rules/sow.md section 5): the 5.1 table on strengths rounded up to whole
 * 500s, 250s or 100s (5.2), attached batteries at the 5.2 rates, artillery on batteries or hundreds of men whichever
 * is more, and on peace and truce turns fifteen times the wartime inactive cost whatever the unit's readiness (5.3).
 * Ships pay on SoW 5.4 ({@link #ship}).
 */
public final class Upkeep {
    /** Which column of the table a unit pays on this turn. */
    public enum Rate {
        /** Wartime, active or shattered: a broken unit reforming is still on campaign and fed (designed). */
        ACTIVE("active"),
        /** Wartime, inactive: in quarters, aboard transports or in an off-map garrison (GITM 11.1). */
        INACTIVE("inactive"),
        /** A peace or truce turn: 15 x the inactive cost (SoW 5.3). */
        PEACE("peace turn");

        private final String words;

        Rate(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** A unit's charge and how it was reckoned, for the treasury statement. */
    public record Charge(int amount, String basis) {
    }

    private Upkeep() {
    }

    /** The column a unit pays on: peace turns put every unit on the peace rate; in wartime its readiness decides. */
    public static Rate rate(Unit unit, boolean peaceTurn) {
        if (peaceTurn) {
            return Rate.PEACE;
        }
        return unit.readiness() == Readiness.INACTIVE ? Rate.INACTIVE : Rate.ACTIVE;
    }

    public static int cost(Unit unit, Rate rate) {
        return charge(unit.type(), unit.men(), unit.batteries(), rate).amount();
    }

    /** The charge for a unit of this type and strength at a rate, with its basis in words. */
    public static Charge charge(UnitType type, int men, int batteries, Rate rate) {
        if (rate == Rate.PEACE) {
            Charge inactive = charge(type, men, batteries, Rate.INACTIVE);
            return new Charge(Sinews.PEACE_UPKEEP_MULTIPLE * inactive.amount(),
                    Sinews.PEACE_UPKEEP_MULTIPLE + " x " + inactive.amount());
        }
        boolean active = rate == Rate.ACTIVE;
        return switch (type) {
            case IN, LI -> troops(men, 500, batteries, active ? 3 : 1, active ? 3 : 1);
            case LC, MC, NC -> troops(men, 250, batteries, active ? 3 : 1, active ? 4 : 1);
            case HA -> guns(men, batteries, active ? 5 : 1);
            case MA, LA -> guns(men, batteries, active ? 4 : 1);
            case SA -> guns(men, batteries, active ? 8 : 1);
            case MI -> active ? troops(men, 500, 0, 5, 0) : new Charge(0, "inactive militia");
            case AQ -> new Charge(active ? 75 : 10, "army HQ");
            case CQ -> new Charge(active ? 50 : 5, "corps HQ");
        };
    }

    /** Infantry, cavalry and militia: a price per block of men, and one per attached battery (SoW 5.1, 5.2). */
    private static Charge troops(int men, int block, int batteries, int perBlock, int perBattery) {
        int n = Sinews.blocks(men, block);
        int amount = perBlock * n + perBattery * batteries;
        String basis = n + " x " + perBlock + " for " + men + " men";
        if (batteries > 0) {
            basis += " + " + batteries + " x " + perBattery + " for batteries";
        }
        return new Charge(amount, basis);
    }

    /** Artillery pays on its batteries or its hundreds of men, whichever is more (SoW 5.2). */
    private static Charge guns(int men, int batteries, int each) {
        int hundreds = Sinews.blocks(men, 100);
        int n = Math.max(batteries, hundreds);
        String basis = n + " x " + each + (hundreds > batteries ? " for " + men + " men" : " for batteries");
        return new Charge(each * n, basis);
    }

    /** SoW 5.4: a transport group's wartime cost a turn, 8 per 1,000 of capacity or part of it, wherever it lies. */
    public static Charge transportGroup(int capacity) {
        int n = Sinews.blocks(capacity, 1000);
        return new Charge(8 * n, n + " x 8 for " + capacity + " capacity");
    }

    /**
     * What a ship costs a turn (SoW 5.4; docs/rules/naval.md section 4): a warship less tied up in her base harbour than
     * anywhere else ({@link ShipType#sailingUpkeep}, {@link ShipType#baseUpkeep}), a transport group 8 per 1,000 of
     * capacity or part of it wherever it is; on peace and truce turns 15 x the base-harbour cost, or 15 x a transport
     * group's own (our reading of SoW 5.3 for ships).
     */
    public static Charge ship(Ship ship, boolean peaceTurn) {
        Charge wartime;
        if (ship.isWarship()) {
            boolean tiedUp = ship.inBase() || peaceTurn;
            int each = tiedUp ? ship.type().baseUpkeep() : ship.type().sailingUpkeep();
            wartime = new Charge(each, ship.type().words() + (tiedUp ? " in her base harbour" : " away from her base"));
        } else {
            wartime = transportGroup(ship.capacity());
        }
        if (!peaceTurn) {
            return wartime;
        }
        return new Charge(Sinews.PEACE_UPKEEP_MULTIPLE * wartime.amount(),
                Sinews.PEACE_UPKEEP_MULTIPLE + " x " + wartime.amount());
    }
}
