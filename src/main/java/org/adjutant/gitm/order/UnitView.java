package org.adjutant.gitm.order;

import java.util.Objects;
import org.adjutant.gitm.map.Nation;

/**
 * What checking orders needs to know of a unit: its type, owning state and home nation (militia keep to it, GITM
 * 7.1), where it is, whether it is active or shattered (neither: inactive), its men and batteries (for transfers), and
 * the supplies it carries (a corps HQ's default supply level keeps them, docs/rules/gitm-10-supply.md section 8.4).
 */
public record UnitView(String id, Branch branch, String state, Nation homeNation, UnitLocation location,
                       boolean active, int men, int batteries, boolean shattered, int supplies) {
    public UnitView {
        Objects.requireNonNull(id);
        Objects.requireNonNull(branch);
        Objects.requireNonNull(state);
        Objects.requireNonNull(homeNation);
        Objects.requireNonNull(location);
        if (active && shattered) {
            throw new IllegalArgumentException(id + ": active and shattered at once");
        }
    }

    /** A unit that is not shattered: active, or inactive when {@code active} is false. */
    public UnitView(String id, Branch branch, String state, Nation homeNation, UnitLocation location,
                    boolean active, int men, int batteries, int supplies) {
        this(id, branch, state, homeNation, location, active, men, batteries, false, supplies);
    }

    /** A unit carrying one supply, the default of a newly raised one (SoW 4.9). */
    public UnitView(String id, Branch branch, String state, Nation homeNation, UnitLocation location,
                    boolean active, int men, int batteries, boolean shattered) {
        this(id, branch, state, homeNation, location, active, men, batteries, shattered, 1);
    }

    /** Not shattered, carrying one supply. */
    public UnitView(String id, Branch branch, String state, Nation homeNation, UnitLocation location,
                    boolean active, int men, int batteries) {
        this(id, branch, state, homeNation, location, active, men, batteries, false, 1);
    }

    public boolean isCorpsHq() {
        return branch == Branch.CQ;
    }

    public boolean isMilitia() {
        return branch.isMilitia();
    }
}
