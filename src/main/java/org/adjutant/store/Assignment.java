package org.adjutant.store;

/** Who commands a unit now and who is his deputy (GITM 3.4); either may be empty (0). */
public record Assignment(String gameId, String unitId, long commanderId, long deputyId) {
}
