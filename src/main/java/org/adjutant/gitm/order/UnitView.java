package org.adjutant.gitm.order;

import java.util.Objects;
import org.adjutant.gitm.map.Nation;

/**
 * What checking orders needs to know of a unit: its type, owning state and home nation (militia keep to it, GITM
 * 7.1), where it is, whether it is active, and its men and batteries (for transfers).
 */
public record UnitView(String id, Branch branch, String state, Nation homeNation, UnitLocation location,
                       boolean active, int men, int batteries) {
    public UnitView {
        Objects.requireNonNull(id);
        Objects.requireNonNull(branch);
        Objects.requireNonNull(state);
        Objects.requireNonNull(homeNation);
        Objects.requireNonNull(location);
    }

    public boolean isCorpsHq() {
        return branch == Branch.CQ;
    }

    public boolean isMilitia() {
        return branch.isMilitia();
    }
}
