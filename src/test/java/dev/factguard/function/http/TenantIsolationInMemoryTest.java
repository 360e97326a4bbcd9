package dev.factguard.function.http;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The tenant-isolation matrix with in-memory state. */
@QuarkusTest
@TestProfile(ApiKeysProfile.class)
class TenantIsolationInMemoryTest extends TenantIsolationMatrix {}
