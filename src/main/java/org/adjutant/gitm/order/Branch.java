package org.adjutant.gitm.order;

import java.util.Locale;
import java.util.Optional;

/**
 * The unit types of GITM 3.1 as the order language names them: the two-letter code that ends a unit id (MX3LI) and
 * the facts about a type that checking orders needs. Dragoons are written MC (medium cavalry) and lancers NC, as in
 * SoW 5 and the unit ids of the scenarios; SoW 4.14 writes lancers HC, which is accepted as the same type.
 */
public enum Branch {
    IN("infantry", 3), LI("light infantry", 3), LC("light cavalry", 4), MC("dragoons", 4), NC("lancers", 4),
    MA("medium artillery", 3), LA("light artillery", 3), HA("horse artillery", 4), SA("siege artillery", 2),
    MI("militia", 2), AQ("army headquarters", 4), CQ("corps headquarters", 3);

    private final String words;
    private final int marchAllowance;

    Branch(String words, int marchAllowance) {
        this.words = words;
        this.marchAllowance = marchAllowance;
    }

    public String words() {
        return words;
    }

    /** Squares a turn without forcing the march (GITM 7.1). */
    public int marchAllowance() {
        return marchAllowance;
    }

    /** The most squares a path may fill: one more than the allowance as a forced march, none for militia (7.3). */
    public int maximumMarch() {
        return this == MI ? marchAllowance : marchAllowance + 1;
    }

    public boolean isHeadquarters() {
        return this == AQ || this == CQ;
    }

    public boolean isMilitia() {
        return this == MI;
    }

    /** The branch a unit id ends with, e.g. LI for MX3LI. */
    public static Optional<Branch> ofUnitId(String unitId) {
        if (unitId == null || unitId.length() < 2) {
            return Optional.empty();
        }
        return ofCode(unitId.substring(unitId.length() - 2));
    }

    public static Optional<Branch> ofCode(String code) {
        String c = code.toUpperCase(Locale.ROOT);
        if (c.equals("HC")) {
            return Optional.of(NC);
        }
        for (Branch b : values()) {
            if (b.name().equals(c)) {
                return Optional.of(b);
            }
        }
        return Optional.empty();
    }

    /** A branch as a player may name it in a RAISE order: the code, or words such as "dragoons" or "militia". */
    public static Optional<Branch> parse(String text) {
        String t = text.toUpperCase(Locale.ROOT).replace("-", "").replace("_", "");
        Optional<Branch> code = ofCode(t);
        if (code.isPresent()) {
            return code;
        }
        return switch (t) {
            case "INFANTRY", "INF" -> Optional.of(IN);
            case "LIGHTINFANTRY" -> Optional.of(LI);
            case "LIGHTCAVALRY" -> Optional.of(LC);
            case "DRAGOONS", "DRAGOON", "DR" -> Optional.of(MC);
            case "LANCERS", "LANCER", "LN", "HC" -> Optional.of(NC);
            case "MEDIUMARTILLERY" -> Optional.of(MA);
            case "LIGHTARTILLERY" -> Optional.of(LA);
            case "HORSEARTILLERY" -> Optional.of(HA);
            case "SIEGEARTILLERY" -> Optional.of(SA);
            case "MILITIA", "MIL" -> Optional.of(MI);
            default -> Optional.empty();
        };
    }
}
