package org.adjutant.gitm;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.forces.ArrivalFunds;
import org.adjutant.gitm.forces.BuildRules;
import org.adjutant.gitm.forces.ReinforceRules;
import org.adjutant.gitm.economy.OrdersProjection;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TheatreMap;
import org.adjutant.gitm.order.Branch;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderContext;
import org.adjutant.gitm.order.TurnKind;
import org.adjutant.gitm.order.UnitLocation;
import org.adjutant.gitm.order.UnitView;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;

/**
 * The order checks' view of a real game: units, the map, cities, off-map ports and the Rio Grande line, as they stand
 * when a mail arrives.
 */
final class GitmOrderContext implements OrderContext {
    private final GitmState state;
    private final StrategicMap map;
    private final RioGrande rioGrande;
    private final Map<String, City> cities = new HashMap<>();

    GitmOrderContext(GitmState state, StrategicMap map, RioGrande rioGrande) {
        this.state = state;
        this.map = map;
        this.rioGrande = rioGrande;
        for (City city : state.cities(map)) {
            cities.put(city.name().toLowerCase(Locale.ROOT), city);
        }
    }

    @Override
    public TurnKind turn() {
        if (state.turn() == 0) {
            return TurnKind.DEPLOYMENT;
        }
        if (!state.isCampaignTurn()) {
            return TurnKind.PEACE_OR_TRUCE; // the game's calendar (GITM 9.1)
        }
        return state.isBuildTurn() ? TurnKind.BUILD : TurnKind.CAMPAIGN; // SoW 4.2, from the calendar (sow.md 17.1)
    }

    @Override
    public Optional<UnitView> unit(String unitId) {
        return state.unit(unitId).map(this::view);
    }

    private UnitView view(Unit u) {
        Branch branch = GitmRuleset.branch(u.id().type());
        return new UnitView(u.id().toString(), branch, u.state(), u.id().nation(),
                new UnitLocation.OnMap(u.location().strategic(), u.location().tactical()),
                u.readiness() == Readiness.ACTIVE, u.men(), u.batteries(), u.readiness() == Readiness.SHATTERED, u.supplies());
    }

    @Override
    public Optional<SquareInfo> square(StrategicSquare square) {
        return map.square(square);
    }

    /**
     * GITM 7.16: Guatemala (with British Honduras) is the part of the theatre map that belongs to neither nation;
     * the 1846 map marks those squares as outside (docs/map.md). An inline test map may name a state {@code GUA}.
     */
    @Override
    public boolean isGuatemala(StrategicSquare square) {
        if (map instanceof TheatreMap theatre && theatre.isOutside(square)) {
            return true;
        }
        return map.square(square).map(s -> s.state().equalsIgnoreCase("GUA")).orElse(false);
    }

    @Override
    public Optional<City> city(String name) {
        return Optional.ofNullable(cities.get(name.strip().toLowerCase(Locale.ROOT)));
    }

    @Override
    public boolean isOffMapPort(String name) {
        return state.port(name).isPresent(); // the game's off-map ports (GITM 7.17; docs/rules/sow.md section 3)
    }

    @Override
    public Optional<Nation> nationOf(String stateId) {
        return state.state(stateId).map(Polity::nation);
    }

    @Override
    public boolean isNorthOfRioGrande(StrategicSquare square) {
        return rioGrande.isNorthOf(square);
    }

    @Override
    public java.util.OptionalInt treasury(String stateId) {
        return state.state(stateId).map(p -> java.util.OptionalInt.of(p.treasury()))
                .orElse(java.util.OptionalInt.empty());
    }

    @Override
    public Optional<String> stateId(String idOrName) {
        String wanted = idOrName.strip();
        return state.states().values().stream()
                .filter(p -> p.id().equalsIgnoreCase(wanted) || p.name().equalsIgnoreCase(wanted))
                .map(Polity::id).findFirst();
    }

    /** SoW 4.2-4.9 judged as the Orders phase judges them (docs/rules/sow.md sections 8, 18.2), block by block. */
    @Override
    public Optional<RaiseJudge> raising() {
        ArrivalFunds funds = new ArrivalFunds(state, map);
        java.util.Map<String, String> risingAt = new java.util.TreeMap<>();
        return Optional.of(new RaiseJudge() {
            @Override
            public Optional<String> problem(String stateId, OfficeOrder.Raise order) {
                boolean rising = org.adjutant.gitm.forces.RisingRules.isRising(state, map, stateId, order);
                if (rising && risingAt.containsKey(stateId)) {
                    // SoW 4.3: one attempt a turn, the last sent counting; within one block the second is refused
                    // rather than accepted and silently dropped at the deadline
                    return Optional.of("a state tries one militia rising a turn (SoW 4.3) and this block already"
                            + " orders one at " + risingAt.get(stateId) + "; to rise elsewhere, send the block again"
                            + " with that order changed");
                }
                Optional<String> problem = BuildRules.problem(state, map, stateId, order, funds);
                if (problem.isEmpty() && rising) {
                    risingAt.put(stateId, order.city());
                }
                if (problem.isEmpty()) {
                    BuildRules.count(state, map, stateId, order, funds);
                }
                return problem;
            }

            @Override
            public Optional<String> reinforcement(String stateId, OfficeOrder.Reinforce order) {
                Optional<Unit> unit = state.unit(order.unit());
                if (unit.isEmpty()) {
                    return Optional.of("there is no unit " + order.unit() + " in this game");
                }
                Optional<String> problem = ReinforceRules.problem(state, map, stateId, unit.get(), order, funds);
                if (problem.isEmpty()) {
                    ReinforceRules.count(map, stateId, unit.get(), order, funds);
                }
                return problem;
            }
        });
    }

    /** The block's money as the deadline would see it (docs/rules/sow.md section 18.3); none without the economy. */
    @Override
    public Optional<org.adjutant.gitm.order.Projection> project(String stateId, java.util.List<OfficeOrder> orders) {
        if (!economy()) {
            return Optional.empty();
        }
        // The deadline pays reinforcements (O7) and builds (O9) before works, purchases and payments (O10-O12): the
        // block's RAISE and REINFORCE orders that its checks let through are counted first, with the same rules.
        ArrivalFunds builds = new ArrivalFunds(state, map);
        for (OfficeOrder order : orders) {
            if (order instanceof OfficeOrder.Reinforce r) {
                state.unit(r.unit()).filter(u -> ReinforceRules.problem(state, map, stateId, u, r, builds).isEmpty())
                        .ifPresent(u -> ReinforceRules.count(map, stateId, u, r, builds));
            }
        }
        for (OfficeOrder order : orders) {
            if (order instanceof OfficeOrder.Raise r && BuildRules.problem(state, map, stateId, r, builds).isEmpty()) {
                BuildRules.count(state, map, stateId, r, builds);
            }
        }
        return Optional.of(OrdersProjection.project(state, map, stateId, orders, builds.spent(stateId)));
    }

    @Override
    public boolean economy() {
        return state.settings().rules().economy();
    }
}
