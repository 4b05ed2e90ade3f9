global using BlockPack;
global using Xunit;
global using OrleansSerializer = Orleans.Serialization.Serializer;
