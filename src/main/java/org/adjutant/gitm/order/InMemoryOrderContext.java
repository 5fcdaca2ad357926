package org.adjutant.gitm.order;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;

/** An {@link OrderContext} held in maps: for tests, benchmarks and small scenarios built inline. */
public final class InMemoryOrderContext implements OrderContext {
    private final TurnKind turn;
    private final Map<String, UnitView> units;
    private final Map<StrategicSquare, SquareInfo> squares;
    private final Map<String, City> cities;
    private final Set<StrategicSquare> guatemala;
    private final Set<String> offMapPorts;
    private final Map<String, Nation> stateNations;
    private final Predicate<StrategicSquare> northOfRioGrande;

    private InMemoryOrderContext(Builder b) {
        this.turn = b.turn;
        // HashMap rather than Map.copyOf: its hashing spreads record keys better and lookups are the hot path.
        this.units = new HashMap<>(b.units);
        this.squares = new HashMap<>(b.squares);
        Map<String, City> byName = new HashMap<>();
        for (SquareInfo info : b.squares.values()) {
            for (City c : info.cities()) {
                byName.put(c.name().toLowerCase(Locale.ROOT), c);
            }
        }
        this.cities = byName;
        this.guatemala = new HashSet<>(b.guatemala);
        this.offMapPorts = new HashSet<>(b.offMapPorts);
        this.stateNations = new HashMap<>(b.stateNations);
        this.northOfRioGrande = b.northOfRioGrande;
    }

    public static Builder builder() {
        return new Builder();
    }

    @Override
    public TurnKind turn() {
        return turn;
    }

    @Override
    public Optional<UnitView> unit(String unitId) {
        return Optional.ofNullable(units.get(unitId.toUpperCase(Locale.ROOT)));
    }

    @Override
    public Optional<SquareInfo> square(StrategicSquare square) {
        return Optional.ofNullable(squares.get(square));
    }

    @Override
    public boolean isGuatemala(StrategicSquare square) {
        return guatemala.contains(square);
    }

    @Override
    public Optional<City> city(String name) {
        return Optional.ofNullable(cities.get(name.toLowerCase(Locale.ROOT)));
    }

    @Override
    public boolean isOffMapPort(String name) {
        return offMapPorts.contains(name.toLowerCase(Locale.ROOT));
    }

    @Override
    public Optional<Nation> nationOf(String state) {
        return Optional.ofNullable(stateNations.get(state.toLowerCase(Locale.ROOT)));
    }

    @Override
    public boolean isNorthOfRioGrande(StrategicSquare square) {
        return northOfRioGrande.test(square);
    }

    public static final class Builder {
        private TurnKind turn = TurnKind.CAMPAIGN;
        private final Map<String, UnitView> units = new HashMap<>();
        private final Map<StrategicSquare, SquareInfo> squares = new HashMap<>();
        private final Set<StrategicSquare> guatemala = new HashSet<>();
        private final Set<String> offMapPorts = new HashSet<>();
        private final Map<String, Nation> stateNations = new HashMap<>();
        private Predicate<StrategicSquare> northOfRioGrande = s -> false;

        private Builder() {
        }

        public Builder turn(TurnKind kind) {
            this.turn = kind;
            return this;
        }

        public Builder unit(UnitView unit) {
            units.put(unit.id().toUpperCase(Locale.ROOT), unit);
            return this;
        }

        public Builder square(StrategicSquare square, SquareInfo info) {
            squares.put(square, info);
            return this;
        }

        public Builder guatemala(StrategicSquare square) {
            guatemala.add(square);
            return this;
        }

        public Builder offMapPort(String name) {
            offMapPorts.add(name.toLowerCase(Locale.ROOT));
            return this;
        }

        public Builder state(String state, Nation nation) {
            stateNations.put(state.toLowerCase(Locale.ROOT), nation);
            return this;
        }

        public Builder northOfRioGrande(Predicate<StrategicSquare> test) {
            this.northOfRioGrande = test;
            return this;
        }

        public InMemoryOrderContext build() {
            return new InMemoryOrderContext(this);
        }
    }
}
