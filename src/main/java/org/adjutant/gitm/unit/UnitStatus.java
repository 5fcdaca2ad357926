package org.adjutant.gitm.unit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The status block a commander reads for each unit (GITM 3.3): id, commander, deputy, location, strength, batteries,
 * quality, experience, morale, fatigue, initiative, supplies, ammunition, supply source and communications, in that
 * order; then, once a battle has left any, its stragglers and its wounded and prisoners (GITM 9.13). A unit that is not
 * active gets one more line saying so (a shattered one, how many turns it still has to reform: GITM 12.3). Templates use {@link #fields()}; plain-text reports
 * use {@link #text()}.
 */
public record UnitStatus(String title, List<Field> fields) {
    /** One labelled line of the block. */
    public record Field(String label, String value) {
    }

    public UnitStatus {
        fields = List.copyOf(fields);
    }

    /**
     * @param roleTitle the person filling a role slot, e.g. "taylor" to "Zachary Taylor"; unknown ids are shown as
     *                  they are
     */
    public static UnitStatus of(Unit unit, Function<String, String> roleTitle) {
        return of(unit, roleTitle, unit.location().describe());
    }

    /** The same with the location in words given: a unit at sea is aboard a ship, on no square. */
    public static UnitStatus of(Unit unit, Function<String, String> roleTitle, String location) {
        List<Field> f = new ArrayList<>();
        f.add(new Field("Commander", name(roleTitle, unit.commander())));
        f.add(new Field("Deputy", name(roleTitle, unit.deputy())));
        f.add(new Field("Location", location));
        f.add(new Field("Strength", Integer.toString(unit.men())));
        f.add(new Field("Batteries", Integer.toString(unit.batteries())));
        f.add(new Field("Quality", unit.quality().words()));
        f.add(new Field("Experience", Integer.toString(unit.experience())));
        f.add(new Field("Morale", Integer.toString(unit.morale())));
        f.add(new Field("Fatigue", Integer.toString(unit.fatigue())));
        f.add(new Field("Initiative", Integer.toString(unit.initiative())));
        f.add(new Field("Supplies", Integer.toString(unit.supplies())));
        f.add(new Field("Ammunition", Integer.toString(unit.ammunition())));
        f.add(new Field("Supply", orNone(unit.supplySource())));
        f.add(new Field("Communications", communications(unit)));
        // The men a battle took away for a while (GITM 9.13): shown once there are any, so a commander can see
        // what will come back to him and when.
        if (unit.stragglers() > 0) {
            f.add(new Field("Stragglers", unit.stragglers() + " (rejoining over the coming turns)"));
        }
        if (unit.wounded() > 0 || unit.prisoners() > 0) {
            f.add(new Field("Wounded and prisoners", unit.wounded() + " wounded, " + unit.prisoners()
                    + " prisoners (back at the end of the campaign)"));
        }
        if (!unit.isActive()) {
            f.add(new Field("Status", unit.readiness().words()
                    + (unit.reformTurns() > 0 ? ", reforming: " + unit.reformTurns() + " turn"
                    + (unit.reformTurns() == 1 ? "" : "s") + " to go" : "")));
        }
        return new UnitStatus(unit.displayId(), f);
    }

    private static String name(Function<String, String> roleTitle, String roleId) {
        String title = roleTitle.apply(roleId);
        return title == null || title.isBlank() ? roleId : title;
    }

    /**
     * GITM 3.3, 10.1 (docs/rules/gitm-10-supply.md section 4.2): the corps HQ a unit links through with its army HQ
     * or city, an army HQ, a city, or None with what it costs. An inactive unit needs none (GITM 11.3).
     */
    public static String communications(Unit unit) {
        if (unit.readiness() == Readiness.INACTIVE) {
            return "None (inactive units need none)";
        }
        String root = unit.communications();
        if (root.isBlank()) {
            return "None -- out of communications, one square less of march";
        }
        boolean army = UnitId.parse(root).isPresent();
        // a root written before the chain was judged (a scenario's corps HQ) reads as it is
        if (!unit.communicationsVia().isBlank()) {
            return unit.communicationsVia() + (army ? " (army HQ " + root + ")" : " (city " + root + ")");
        }
        return army ? root : root + (root.contains("(") ? " -- city" : " (city)");
    }

    private static String orNone(String value) {
        return value.isBlank() ? "None" : value;
    }

    /** The block as plain text: the id on its own line, then one "Label: value" line per field. */
    public String text() {
        StringBuilder b = new StringBuilder(title).append('\n');
        for (Field field : fields) {
            b.append(field.label()).append(": ").append(field.value()).append('\n');
        }
        return b.toString();
    }
}
