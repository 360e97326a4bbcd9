package dev.factguard.function.http;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/**
 * Jackson reads request bodies exactly as written. By default it coerces {@code "3"} to 3, {@code 1.5} to 1,
 * {@code 2} to {@code true} and {@code 12345} to {@code "12345"}, and lets the last of two equal keys win:
 * each of those turns a client's mistake into a silently different request. Funqy copies the application's
 * mapper, so this one place makes every function strict; {@link JsonProblems} then names the field.
 */
@Singleton
public class StrictJson implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        mapper.disable(MapperFeature.ALLOW_COERCION_OF_SCALARS);
        mapper.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        mapper.enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
        mapper.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        refuse(
                mapper,
                LogicalType.Textual,
                CoercionInputShape.Integer,
                CoercionInputShape.Float,
                CoercionInputShape.Boolean);
        refuse(
                mapper,
                LogicalType.Integer,
                CoercionInputShape.String,
                CoercionInputShape.Float,
                CoercionInputShape.Boolean);
        // A JSON integer is a JSON number: a decimal field still accepts 1.
        refuse(mapper, LogicalType.Float, CoercionInputShape.String, CoercionInputShape.Boolean);
        refuse(
                mapper,
                LogicalType.Boolean,
                CoercionInputShape.String,
                CoercionInputShape.Integer,
                CoercionInputShape.Float);
    }

    private static void refuse(ObjectMapper mapper, LogicalType target, CoercionInputShape... shapes) {
        for (CoercionInputShape shape : shapes) {
            mapper.coercionConfigFor(target).setCoercion(shape, CoercionAction.Fail);
        }
    }
}
