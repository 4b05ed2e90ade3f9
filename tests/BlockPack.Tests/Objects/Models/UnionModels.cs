namespace BlockPack.Tests.Objects.Models
{
    /// <summary>Interfaces and abstract classes with [Union] cases.</summary>
    public static class UnionModels
    {
        [Union(0, typeof(Circle))]
        [Union(1, typeof(Square))]
        [Union(300, typeof(Triangle))]
        public interface IShape
        {
            int Size { get; }
        }

        [MessagePackObject]
        public class Circle : IShape
        {
            [Key(0)]
            public int Radius { get; set; }

            [IgnoreMember]
            public int Size => this.Radius;
        }

        [MessagePackObject]
        public class Square : IShape
        {
            [Key(0)]
            public int Side { get; set; }

            [IgnoreMember]
            public int Size => this.Side;
        }

        [MessagePackObject]
        public class Triangle : IShape
        {
            [Key(0)]
            public int Base { get; set; }

            [IgnoreMember]
            public int Size => this.Base;
        }

        // Derived from a declared case but not declared itself: written as the case it derives from.
        [MessagePackObject]
        public class BigCircle : Circle
        {
        }

        public class Undeclared : IShape
        {
            public int Size => 0;
        }

        [Union(7, typeof(Leaf))]
        [Union(8, typeof(Branch))]
        public abstract class Node
        {
        }

        [MessagePackObject]
        public class Leaf : Node
        {
            [Key(0)]
            public int Value { get; set; }
        }

        [MessagePackObject]
        public class Branch : Node
        {
            [Key(0)]
            public Node? Left { get; set; }

            [Key(1)]
            public Node? Right { get; set; }
        }

        [MessagePackObject]
        public class Drawing
        {
            [Key(0)]
            public IShape? Main { get; set; }

            [Key(1)]
            public IShape? Other { get; set; }
        }

        #pragma warning disable BP0005, BP0006 // invalid on purpose: the runtime error is what the tests check
        [Union(0, typeof(Circle))]
        [Union(0, typeof(Square))]
        public interface IDuplicateKeys
        {
        }
        #pragma warning restore BP0005, BP0006
    
        // The same sources build three test assemblies (the net10.0 library, its netstandard2.0 build, the managed codec run).
#if LIBRARY_NETSTANDARD
        private const string TestAssemblyName = "BlockPack.Tests.NetStandard";
#elif NATIVE_DECODER_REFUSED
        private const string TestAssemblyName = "BlockPack.Tests.ManagedCodec";
#else
        private const string TestAssemblyName = "BlockPack.Tests";
#endif

        [Union(0, "No.Such.Type, NoSuchAssembly")]
        public interface IUnresolvableCase
        {
        }

        [Union(0, "BlockPack.Tests.Objects.Models.UnionModels+NamedCase, " + TestAssemblyName)]
        public interface INamedCase
        {
        }

        [MessagePackObject]
        public class NamedCase : INamedCase
        {
            [Key(0)]
            public int Value { get; set; }
        }
    }
}
